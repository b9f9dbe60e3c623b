import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { WaitingCounts } from '../../lib/outbox/waiting';
import { SHELL_TEXT } from './texts';

/**
 * Says to a screen reader, politely, when writes start waiting in the outbox, how many wait (and
 * how many need the member), and when the last one has been sent. The live region is always in
 * the page (one added with its words is often not read out); it stays silent on start, so
 * opening the app with writes waiting says nothing the badge does not already show.
 */
export function OutboxAnnouncement({
  counts,
  label,
}: {
  counts: WaitingCounts;
  /** How counts are said, e.g. "2 items waiting to send, 1 item needs you". */
  label: (counts: WaitingCounts) => string;
}) {
  const [seen, setSeen] = useState(counts);
  const [said, setSaid] = useState('');
  if (counts.sending !== seen.sending || counts.parked !== seen.parked) {
    setSeen(counts);
    const waiting = counts.sending + counts.parked > 0;
    // Nothing left: "all sent" only if something was sending; a parked write discarded was not.
    setSaid(waiting ? label(counts) : seen.sending > 0 ? SHELL_TEXT.allSent : '');
  }
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="outbox-announcement">
      {said}
    </VisuallyHidden>
  );
}
