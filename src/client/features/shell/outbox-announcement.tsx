import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';

export const ALL_SENT = 'Everything you wrote offline has been sent';

/**
 * Says to a screen reader, politely, when writes start waiting in the outbox, how many wait,
 * and when the last one has been sent. The live region is always in the page (one added with
 * its words is often not read out); it stays silent on start, so opening the app with writes
 * waiting says nothing the badge does not already show.
 */
export function OutboxAnnouncement({
  count,
  label,
}: {
  count: number;
  /** How a count is said, e.g. "2 items waiting to send". */
  label: (count: number) => string;
}) {
  const [seen, setSeen] = useState(count);
  const [said, setSaid] = useState('');
  if (count !== seen) {
    setSeen(count);
    setSaid(count > 0 ? label(count) : ALL_SENT);
  }
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="outbox-announcement">
      {said}
    </VisuallyHidden>
  );
}
