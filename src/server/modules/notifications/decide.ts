/**
 * The one rule for every notice: given a member's settings, the kind, one device (or none, for
 * the inbox and the open app) and the time, whether it pushes, shows in the app only, or is not
 * sent. Pure, so that notify and the tests ask the same question.
 */
import { wallClockAt } from '../../../contract/club-time';
import {
  DEFAULT_NOTIFICATION_MODES,
  type NotificationKind,
  type NotificationMode,
} from '../../../contract/notifications-constants';

export interface QuietHoursSetting {
  enabled: boolean;
  from: string;
  to: string;
}

export interface MemberNotificationSettings {
  /** The kinds the member chose a mode for; the rest keep their default. */
  modes: Partial<Record<NotificationKind, NotificationMode>>;
  quietHours: QuietHoursSetting | null;
}

export interface DeviceMutes {
  pushMuted: boolean;
  mutedKinds: readonly NotificationKind[];
}

/** push: to this device as well as in the app; app: in the inbox and the open app only. */
export type Delivery = NotificationMode;

export interface DecideInput {
  settings: MemberNotificationSettings;
  kind: NotificationKind;
  /** The device asked about; null asks about the inbox and the open app. */
  device: DeviceMutes | null;
  at: Date;
  /** The club's zone, in which quiet hours are read. */
  timeZone: string;
}

export function modeOf(settings: MemberNotificationSettings, kind: NotificationKind) {
  return settings.modes[kind] ?? DEFAULT_NOTIFICATION_MODES[kind];
}

export function decide({ settings, kind, device, at, timeZone }: DecideInput): Delivery {
  const mode = modeOf(settings, kind);
  if (mode !== 'push') return mode;
  if (device && (device.pushMuted || device.mutedKinds.includes(kind))) return 'app';
  if (settings.quietHours && inQuietHours(settings.quietHours, at, timeZone)) return 'app';
  return 'push';
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Read on the club's wall clock, so the quiet hours follow daylight saving. From 22:00 to 07:00
 * crosses midnight; from and to alike is no quiet time at all.
 */
export function inQuietHours(quiet: QuietHoursSetting, at: Date, timeZone: string): boolean {
  if (!quiet.enabled) return false;
  const clock = wallClockAt(at, timeZone);
  const now = clock.hour * 60 + clock.minute;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  return from < to ? now >= from && now < to : now >= from || now < to;
}
