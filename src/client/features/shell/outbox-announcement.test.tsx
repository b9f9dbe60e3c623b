import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { outboxLabel } from './outbox-badge';
import { OutboxAnnouncement } from './outbox-announcement';
import { SHELL_TEXT } from './texts';

function Announcement({ sending, parked = 0 }: { sending: number; parked?: number }) {
  return (
    <MantineProvider>
      <OutboxAnnouncement counts={{ sending, parked }} label={outboxLabel} />
    </MantineProvider>
  );
}

describe('the outbox announcement', () => {
  it('is a polite live region, present and silent from the start', () => {
    render(<Announcement sending={2} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^$/);
  });

  it('says when writes start waiting, how many, and when the last is sent', () => {
    const { rerender } = render(<Announcement sending={0} />);
    const region = screen.getByRole('status');
    rerender(<Announcement sending={1} />);
    expect(region).toHaveTextContent('1 item waiting to send');
    rerender(<Announcement sending={3} />);
    expect(region).toHaveTextContent('3 items waiting to send');
    rerender(<Announcement sending={0} />);
    expect(region).toHaveTextContent(SHELL_TEXT.allSent);
    // The same region throughout: one added with its words is often not read out.
    expect(screen.getByRole('status')).toBe(region);
  });

  it('says the writes that need the member apart, and never calls them sent', () => {
    const { rerender } = render(<Announcement sending={0} />);
    const region = screen.getByRole('status');
    rerender(<Announcement sending={1} parked={1} />);
    expect(region).toHaveTextContent('1 item waiting to send, 1 item needs you');
    rerender(<Announcement sending={0} parked={2} />);
    expect(region).toHaveTextContent(/^2 items need you$/);
    // The member discarded them: nothing was sent, so nothing is said to have been.
    rerender(<Announcement sending={0} parked={0} />);
    expect(region).toHaveTextContent(/^$/);
  });
});
