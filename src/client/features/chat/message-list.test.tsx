import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../contract/chat';
import type { RoomState } from '../../lib/chat/room';
import { MessageList } from './message-list';

const sender = { id: 2, username: 'amina_r', fullName: 'Amina Rahman', profilePicture: null };
const message = (id: number, text: string): ChatMessage => ({
  id,
  text,
  sender,
  sentAt: `2026-11-20T10:0${id}:00.000Z`,
});
const room = (messages: ChatMessage[]): RoomState => ({
  messages,
  loaded: true,
  failed: false,
  hasOlder: false,
  loadingOlder: false,
  echoed: new Set(),
});

function List({ messages }: { messages: ChatMessage[] }) {
  return (
    <MantineProvider>
      <MessageList
        room={room(messages)}
        waiting={[]}
        meId={1}
        onLoadOlder={vi.fn()}
        onEdit={vi.fn()}
      />
    </MantineProvider>
  );
}

describe('the chat room’s messages', () => {
  it('are a polite log, so a new message is read out without taking the focus', () => {
    const { rerender } = render(<List messages={[message(1, 'Morning all')]} />);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    rerender(<List messages={[message(1, 'Morning all'), message(2, 'Ride at 7?')]} />);
    // The new message lands inside the same live region.
    expect(screen.getByRole('log', { name: 'Messages' })).toBe(log);
    expect(within(log).getByText('Ride at 7?')).toBeInTheDocument();
    expect(log).not.toContainElement(document.activeElement as HTMLElement);
  });
});
