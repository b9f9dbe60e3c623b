import { Badge } from '@mantine/core';
import { IconCloudUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { PhoneStrip } from '../../components/phone-strip';
import { useSessionOwner } from '../../lib/current-user';
import { afterFirstScreen } from '../../lib/load-late';
import {
  outboxMayHaveEntries,
  useWaitingCounts,
  type WaitingCounts,
} from '../../lib/outbox/waiting';
import { useWideScreen } from '../../lib/use-wide-screen';
import { OutboxAnnouncement } from './outbox-announcement';
import { SHELL_TEXT } from './texts';

/**
 * What waits, in words: the writes that will send by themselves apart from those that wait for
 * the member (refused, or to be sent from a newer version), e.g. "1 item waiting to send, 1
 * item needs you". Empty when nothing waits.
 */
export function outboxLabel({ sending, parked }: WaitingCounts): string {
  const parts: string[] = [];
  if (sending > 0) parts.push(SHELL_TEXT.waitingToSend(sending));
  if (parked > 0) parts.push(SHELL_TEXT.needYou(parked));
  return parts.join(', ');
}

/**
 * A write made online goes through the outbox too, and leaves it within a moment: a count that
 * grows is shown (and said) only once it has stayed so long, so a post sent at once neither
 * flashes "1 item waiting to send" nor is announced as sent after being offline. What waits at
 * start, and a count that falls, are shown at once.
 */
const SHOW_WAITING_AFTER_MS = 1_500;

function useShownWaitingWrites(): WaitingCounts {
  const { sending, parked } = useWaitingCounts(useSessionOwner());
  const [shown, setShown] = useState(sending);
  if (sending < shown) setShown(sending);
  useEffect(() => {
    if (sending <= shown) return;
    const timer = setTimeout(() => setShown(sending), SHOW_WAITING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sending, shown]);
  // A write parked for the member is theirs to see at once: it will not leave by itself.
  return { sending: Math.min(sending, shown), parked };
}

/** What the member wrote that waits in the outbox, and the start of its sending. */
function useWaitingCount(): WaitingCounts {
  const count = useShownWaitingWrites();
  useEffect(() => {
    let mounted = true;
    void afterFirstScreen()
      .then(() => mounted && outboxMayHaveEntries())
      .then(async (waiting) => {
        if (waiting && mounted) (await import('../../lib/outbox/page-outbox')).pageOutbox();
      })
      .catch(() => {
        // Not loadable now (offline, never saved): the next start or screen sends them.
      });
    return () => {
      mounted = false;
    };
  }, []);
  return count;
}

/**
 * The navigation bar's count of the member's writes waiting in the outbox, said in words;
 * nothing while there are none (a screen reader hears each change from OutboxAnnouncement). The count is the one the outbox keeps beside it
 * (lib/outbox/waiting.ts); the outbox itself (and Dexie) loads only when something may be
 * waiting, once the first screen is drawn, and then sends it.
 */
export function OutboxBadge() {
  const count = useWaitingCount();
  const wide = useWideScreen();
  return (
    <>
      <OutboxAnnouncement counts={count} label={outboxLabel} />
      {isWaiting(count) && wide && <WaitingBadge count={count} />}
    </>
  );
}

const isWaiting = (count: WaitingCounts) => count.sending + count.parked > 0;

function WaitingBadge({ count }: { count: WaitingCounts }) {
  return (
    <Badge
      role="status"
      // OutboxAnnouncement says the changes; this one would say them twice.
      aria-live="off"
      aria-label={outboxLabel(count)}
      style={{ flexShrink: 0 }}
      color="orange"
      variant="light"
      size="lg"
      leftSection={<IconCloudUp size={16} aria-hidden />}
    >
      {outboxLabel(count)}
    </Badge>
  );
}

/** The same count on phones: a strip under the bar, as the bar has no room for its words. */
export function OutboxStrip() {
  const count = useShownWaitingWrites();
  const wide = useWideScreen();
  if (!isWaiting(count) || wide) return null;
  return (
    <PhoneStrip
      aria-live="off"
      label={outboxLabel(count)}
      icon={<IconCloudUp size={16} stroke={2} aria-hidden />}
    >
      {outboxLabel(count)}
    </PhoneStrip>
  );
}
