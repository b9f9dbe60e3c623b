/** Runs the migrations in ./migrations on start; they are written to run on both dialects. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect';
import { accounts } from './migrations/001-accounts';
import { bugs } from './migrations/002-bugs';
import { idempotency } from './migrations/003-idempotency';
import { push } from './migrations/004-push';
import { chat } from './migrations/005-chat';
import { conversations } from './migrations/006-conversations';
import { posts } from './migrations/007-posts';
import { conversationPictures } from './migrations/008-conversation-pictures';
import { profileAbout } from './migrations/009-profile-about';
import { intro } from './migrations/010-intro';
import { events } from './migrations/011-events';
import { shop } from './migrations/012-shop';
import { clubSettings } from './migrations/013-club-settings';
import { tempfiles } from './migrations/014-tempfiles';
import { storage } from './migrations/015-storage';
import { parcels } from './migrations/016-parcels';
import { merchandise } from './migrations/017-merchandise';
import { auditLog } from './migrations/018-audit-log';
import { repairBookings } from './migrations/019-repair-bookings';
import { sessionEndReason } from './migrations/020-session-end-reason';
import { slowdowns } from './migrations/021-slowdowns';
import { riderApproval } from './migrations/022-rider-approval';
import { sellerProfiles } from './migrations/023-seller-profiles';
import { rsvpGuests } from './migrations/024-rsvp-guests';
import { rideSeries } from './migrations/025-ride-series';
import { rideKind } from './migrations/026-ride-kind';
import { rideThread } from './migrations/027-ride-thread';
import { routeGpx } from './migrations/029-route-gpx';
import { clubSearch } from './migrations/030-club-search';
import { announcements } from './migrations/032-announcements';
import { attendanceGuests } from './migrations/034-attendance-guests';
import { rideAttendance } from './migrations/028-ride-attendance';
import { notificationSettings } from './migrations/031-notification-settings';
import { sharedFiles } from './migrations/033-shared-files';
import { releases } from './migrations/035-releases';
import { pollVoteIndex } from './migrations/036-poll-vote-index';
import { rideLive } from './migrations/037-ride-live';
import { memberLanguage } from './migrations/038-member-language';

const migrations: Record<string, (db: Db) => Migration> = {
  '001-accounts': accounts,
  '002-bugs': bugs,
  '003-idempotency': idempotency,
  '004-push': push,
  '005-chat': chat,
  '006-conversations': conversations,
  '007-posts': posts,
  '008-conversation-pictures': conversationPictures,
  '009-profile-about': profileAbout,
  '010-intro': intro,
  '011-events': events,
  '012-shop': shop,
  '013-club-settings': clubSettings,
  '014-tempfiles': tempfiles,
  '015-storage': storage,
  '016-parcels': parcels,
  '017-merchandise': merchandise,
  '018-audit-log': auditLog,
  '019-repair-bookings': repairBookings,
  '020-session-end-reason': sessionEndReason,
  '021-slowdowns': slowdowns,
  '022-rider-approval': riderApproval,
  '023-seller-profiles': sellerProfiles,
  '024-rsvp-guests': rsvpGuests,
  '025-ride-series': rideSeries,
  '026-ride-kind': rideKind,
  '027-ride-thread': rideThread,
  '028-ride-attendance': rideAttendance,
  '029-route-gpx': routeGpx,
  '030-club-search': clubSearch,
  '031-notification-settings': notificationSettings,
  '032-announcements': announcements,
  '033-shared-files': sharedFiles,
  '034-attendance-guests': attendanceGuests,
  '035-releases': releases,
  '036-poll-vote-index': pollVoteIndex,
  '037-ride-live': rideLive,
  '038-member-language': memberLanguage,
};

export async function migrateToLatest(target: Db): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(target)])),
  };
  // Numbers are unique but were not always merged in order: a database that has run a later
  // migration still runs an earlier one that arrives after it.
  const migrator = new Migrator({ db: target.db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
