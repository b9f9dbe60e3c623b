/**
 * Tells a member whose session the server ended (the password changed on another device, the
 * account disabled, signed out elsewhere) why they are now a visitor. Loaded only then: the
 * notices library is not part of the first render.
 */
import { notifications } from '@mantine/notifications';

export const SESSION_ENDED_TITLE = 'You are signed out';

export function tellSessionEnded(reason: string): void {
  notifications.show({
    // One notice however many requests learn of it at once.
    id: 'session-ended',
    color: 'orange',
    title: SESSION_ENDED_TITLE,
    message: reason,
    autoClose: false,
  });
}
