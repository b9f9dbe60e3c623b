/**
 * A member's language lives on the server too: their e-mails and pushes are written in it, and
 * each device they sign in on takes it up. A choice made offline is sent when the member's
 * details are next read.
 */
import { USER_PATHS } from '../../../contract/api-paths';
import { isLocale, type Locale } from '../../../contract/i18n/locales';
import type { SelfUser } from '../../../contract/users';
import { api } from '../api-client';
import { storedValue } from '../stored-value';
import { tokenStore } from '../token-store';
import { currentLanguage, switchLanguage } from './language';

/** A choice the server has not heard of yet. */
const unsent = storedValue('languageUnsent');

async function send(language: Locale): Promise<void> {
  try {
    await api<null>(USER_PATHS.language, { method: 'PUT', body: { language } });
    unsent.set(null);
  } catch {
    unsent.set(language); // Offline or refused for now: sent with the next reading of the member.
  }
}

/** The member chose `language` on this device: the server keeps it for every other. */
export async function keepMemberLanguage(language: Locale): Promise<void> {
  if (tokenStore.get()) await send(language);
}

/**
 * The signed-in member's details came: a choice made here and not sent yet goes to the server,
 * a member who never chose gets this device's language, and otherwise this device takes up
 * the language the member chose elsewhere.
 */
export async function followMemberLanguage(member: SelfUser): Promise<void> {
  const waiting = unsent.get();
  if (isLocale(waiting)) return send(waiting);
  if (!member.language) return send(currentLanguage());
  if (member.language !== currentLanguage()) await switchLanguage(member.language);
}
