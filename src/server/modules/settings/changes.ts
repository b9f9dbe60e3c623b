/**
 * A change of the club settings, told to whoever listens: other modules react to a setting of
 * theirs (the rides replan their reminders when the lead time moves) without settings knowing
 * them. Listeners run inside the change's transaction, so a failing one undoes the change.
 * modules/index.ts hands the listeners to the settings routes.
 */
import type { Kysely } from 'kysely';
import type { ClubSettings } from '../../../contract/settings';
import type { Database } from '../../db/schema';

export interface SettingsChange {
  /** The settings whose value moved. */
  moved: (keyof ClubSettings)[];
  /** Every setting after the change. */
  next: ClubSettings;
}

export type SettingsListener = (trx: Kysely<Database>, change: SettingsChange) => Promise<void>;
