import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { outboxLabel } from './outbox-badge';
import { ALL_SENT, OutboxAnnouncement } from './outbox-announcement';

function Announcement({ count }: { count: number }) {
  return (
    <MantineProvider>
      <OutboxAnnouncement count={count} label={outboxLabel} />
    </MantineProvider>
  );
}

describe('the outbox announcement', () => {
  it('is a polite live region, present and silent from the start', () => {
    render(<Announcement count={2} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^$/);
  });

  it('says when writes start waiting, how many, and when the last is sent', () => {
    const { rerender } = render(<Announcement count={0} />);
    const region = screen.getByRole('status');
    rerender(<Announcement count={1} />);
    expect(region).toHaveTextContent('1 item waiting to send');
    rerender(<Announcement count={3} />);
    expect(region).toHaveTextContent('3 items waiting to send');
    rerender(<Announcement count={0} />);
    expect(region).toHaveTextContent(ALL_SENT);
    // The same region throughout: one added with its words is often not read out.
    expect(screen.getByRole('status')).toBe(region);
  });
});
