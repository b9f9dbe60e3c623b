/** A parcel's way so far, oldest step first: the parcel page's history and the tracking page's times. */
import { Text, Timeline } from '@mantine/core';
import type { ParcelHistoryEntry, ParcelTracking } from '../../../contract/parcels';
import { RECEIVER_VIEW_ACTION } from '../../../contract/parcels-constants';
import { formatWhen } from './parcel-facts';
import { MESSENGER_TEXT } from './texts';

export interface TimelineStep {
  key: string;
  title: string;
  at: string;
  detail?: string | null;
}

function titleOf(entry: ParcelHistoryEntry): string {
  const history = MESSENGER_TEXT.history;
  if (entry.action === RECEIVER_VIEW_ACTION) return history.view_receiver;
  if (entry.from === null) return history.created;
  if (entry.action === 'cancel' && entry.to === 'pending') return history.givenUp;
  return Object.hasOwn(history, entry.action)
    ? (history as Record<string, string>)[entry.action]!
    : entry.action;
}

export function historySteps(history: readonly ParcelHistoryEntry[]): TimelineStep[] {
  return history.map((entry, index) => ({
    key: `${index}-${entry.at}`,
    title: titleOf(entry),
    at: entry.at,
    detail:
      [
        entry.by ? MESSENGER_TEXT.by(entry.by.fullName) : null,
        entry.seen
          ? MESSENGER_TEXT.seenTimes(entry.seen.times, formatWhen(entry.seen.lastAt))
          : null,
        entry.reason,
      ]
        .filter(Boolean)
        .join(' · ') || null,
  }));
}

/** The receiver's steps from the times the parcel reached each status, in time order. */
export function trackingSteps(times: ParcelTracking['times']): TimelineStep[] {
  return (Object.keys(MESSENGER_TEXT.trackSteps) as (keyof typeof MESSENGER_TEXT.trackSteps)[])
    .flatMap((key) => {
      const at = times[key];
      return at ? [{ key, title: MESSENGER_TEXT.trackSteps[key], at }] : [];
    })
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export function StatusTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  return (
    <Timeline active={steps.length - 1} bulletSize={16} lineWidth={2} aria-label={label}>
      {steps.map((step) => (
        <Timeline.Item key={step.key} title={step.title}>
          <Text size="xs" c="dimmed">
            {formatWhen(step.at)}
          </Text>
          {step.detail && <Text size="sm">{step.detail}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
