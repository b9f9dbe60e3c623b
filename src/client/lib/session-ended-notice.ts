/**
 * Tells a member whose session the server ended (the password changed on another device, the
 * account disabled, signed out elsewhere) why they are now a visitor. Loaded only then: the
 * notices library is not part of the first render.
 */
import { notifications } from '@mantine/notifications';
import { defineTexts } from '../../contract/i18n/texts';

const TITLE = /*i18n*/ { id: 'You are signed out' };

export const SESSION_ENDED_TEXT = defineTexts({ title: TITLE });

/** The title's English (its catalog id), as a test looks for it; the notice reads the text. */
export const SESSION_ENDED_TITLE = TITLE.id;

export function tellSessionEnded(reason: string): void {
  notifications.show({
    // One notice however many requests learn of it at once.
    id: 'session-ended',
    color: 'orange',
    title: SESSION_ENDED_TEXT.title,
    message: reason,
    autoClose: false,
  });
}
