import { describe, expect, it } from 'vitest';
import { decide, inQuietHours, type MemberNotificationSettings } from './decide';

const noChoices: MemberNotificationSettings = { modes: {}, quietHours: null };
const anyDevice = { pushMuted: false, mutedKinds: [] };
const night = { enabled: true, from: '22:00', to: '07:00' };
// 10:30 in Dhaka (UTC+6).
const morning = new Date('2026-11-23T04:30:00Z');
const dhaka = 'Asia/Dhaka';

describe('decide', () => {
  it('follows the defaults: likes in the app only, everything else pushed', () => {
    const ask = (kind: 'likes' | 'postActivity' | 'announcement', device = anyDevice) =>
      decide({ settings: noChoices, kind, device, at: morning, timeZone: dhaka });
    expect(ask('likes')).toBe('app');
    expect(ask('postActivity')).toBe('push');
    expect(ask('announcement')).toBe('push');
  });

  it("follows the member's mode per kind", () => {
    const settings: MemberNotificationSettings = {
      modes: { orders: 'off', rideReminder: 'app', likes: 'push' },
      quietHours: null,
    };
    const ask = (kind: 'orders' | 'rideReminder' | 'likes' | 'parcels') =>
      decide({ settings, kind, device: anyDevice, at: morning, timeZone: dhaka });
    expect(ask('orders')).toBe('off');
    expect(ask('rideReminder')).toBe('app');
    expect(ask('likes')).toBe('push');
    expect(ask('parcels')).toBe('push');
  });

  it('a muted device, or one muted for the kind, gets no push; the inbox still does', () => {
    const base = { settings: noChoices, at: morning, timeZone: dhaka } as const;
    expect(decide({ ...base, kind: 'orders', device: { pushMuted: true, mutedKinds: [] } })).toBe(
      'app',
    );
    const tablet = { pushMuted: false, mutedKinds: ['orders'] as const };
    expect(decide({ ...base, kind: 'orders', device: tablet })).toBe('app');
    expect(decide({ ...base, kind: 'parcels', device: tablet })).toBe('push');
    expect(decide({ ...base, kind: 'orders', device: null })).toBe('push');
  });

  it('an off kind is not sent even to the inbox', () => {
    const settings: MemberNotificationSettings = { modes: { bugs: 'off' }, quietHours: night };
    expect(decide({ settings, kind: 'bugs', device: null, at: morning, timeZone: dhaka })).toBe(
      'off',
    );
  });

  it('quiet hours hold pushes back but keep the notice in the app', () => {
    const settings: MemberNotificationSettings = { modes: {}, quietHours: night };
    // 23:30 in Dhaka.
    const late = new Date('2026-11-23T17:30:00Z');
    expect(decide({ settings, kind: 'orders', device: anyDevice, at: late, timeZone: dhaka })).toBe(
      'app',
    );
    expect(
      decide({ settings, kind: 'orders', device: anyDevice, at: morning, timeZone: dhaka }),
    ).toBe('push');
  });
});

describe('quiet hours', () => {
  const at = (utc: string) => new Date(utc);

  it('cross midnight: 22:00 to 07:00 covers late evening and early morning, not the day', () => {
    expect(inQuietHours(night, at('2026-11-23T15:59:00Z'), dhaka)).toBe(false); // 21:59
    expect(inQuietHours(night, at('2026-11-23T16:00:00Z'), dhaka)).toBe(true); // 22:00
    expect(inQuietHours(night, at('2026-11-23T18:00:00Z'), dhaka)).toBe(true); // 00:00
    expect(inQuietHours(night, at('2026-11-24T00:59:00Z'), dhaka)).toBe(true); // 06:59
    expect(inQuietHours(night, at('2026-11-24T01:00:00Z'), dhaka)).toBe(false); // 07:00
  });

  it('within one day: 13:00 to 15:00', () => {
    const nap = { enabled: true, from: '13:00', to: '15:00' };
    expect(inQuietHours(nap, at('2026-11-23T06:59:00Z'), dhaka)).toBe(false); // 12:59
    expect(inQuietHours(nap, at('2026-11-23T07:00:00Z'), dhaka)).toBe(true); // 13:00
    expect(inQuietHours(nap, at('2026-11-23T09:00:00Z'), dhaka)).toBe(false); // 15:00
  });

  it('switched off, or from and to alike, is never quiet', () => {
    expect(inQuietHours({ ...night, enabled: false }, at('2026-11-23T18:00:00Z'), dhaka)).toBe(
      false,
    );
    const same = { enabled: true, from: '08:00', to: '08:00' };
    expect(inQuietHours(same, at('2026-11-23T02:00:00Z'), dhaka)).toBe(false); // 08:00
  });

  it("follow the club's clock through a daylight saving change", () => {
    const london = 'Europe/London';
    // 29 March 2026: clocks go from 01:00 GMT to 02:00 BST. 05:30 UTC is 06:30 on the wall.
    expect(inQuietHours(night, at('2026-03-29T05:30:00Z'), london)).toBe(true);
    // 06:30 UTC is 07:30 BST: the quiet hours are over, though it would be 06:30 in winter.
    expect(inQuietHours(night, at('2026-03-29T06:30:00Z'), london)).toBe(false);
    // The day before, in winter time, 06:30 UTC is 06:30 on the wall: still quiet.
    expect(inQuietHours(night, at('2026-03-28T06:30:00Z'), london)).toBe(true);
    // 25 October 2026: back to GMT; 22:30 UTC is 22:30 on the wall, quiet.
    expect(inQuietHours(night, at('2026-10-25T22:30:00Z'), london)).toBe(true);
    // 21:30 UTC on the 24th is 22:30 BST: quiet by the wall clock, not by UTC.
    expect(inQuietHours(night, at('2026-10-24T21:30:00Z'), london)).toBe(true);
  });
});
