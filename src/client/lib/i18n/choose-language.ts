import { notifications } from '@mantine/notifications';
import type { Locale } from '../../../contract/i18n/locales';
import { switchLanguage } from './language';
import { defineTexts } from '../../../contract/i18n/texts';

const CHOOSE_TEXT = defineTexts({
  notLoaded: /*i18n*/ {
    id: 'That language is not on this device yet: try again when you are online.',
  },
});

/**
 * The member picked a language: the page switches at once, and the choice is kept on this
 * device and, for a signed-in member, on the server.
 */
export async function chooseLanguage(language: Locale): Promise<void> {
  if (!(await switchLanguage(language))) {
    notifications.show({ color: 'red', message: CHOOSE_TEXT.notLoaded });
    return;
  }
  const { keepMemberLanguage } = await import('./member-language');
  await keepMemberLanguage(language);
}
