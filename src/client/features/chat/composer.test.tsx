import 'fake-indexeddb/auto';
import { createRoute } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS, CHAT_TEXT } from '../../../contract/chat-constants';
import type { ChatSendPayload } from '../../lib/chat/send';
import type { OutboxEntry } from '../../lib/outbox/db';
import { useOutboxEntries } from '../../lib/outbox/hooks';
import { pageOutbox } from '../../lib/outbox/page-outbox';
import { rememberWaiting } from '../../lib/outbox/waiting';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { renderApp } from '../../testing/test-app';
import { Composer } from './composer';
import { DRAFT_TEXT } from '../../lib/drafts/draft-texts';
import { clearUserData } from '../../lib/pwa/clear-user-data';
import { CHAT_SCREEN_TEXT } from './texts';
import { WaitingMessage, type WaitingMessageEntry } from './waiting-message';

/**
 * The input and the member's waiting messages, as the chat screen puts them together; with
 * `sameInput`, an edit goes on in the same input, as on the chat screen, not in a new one.
 */
function Harness({ sameInput = false }: { sameInput?: boolean }) {
  const waiting = useOutboxEntries<ChatSendPayload>(OUTBOX_KINDS.chatSend);
  const [editing, setEditing] = useState<WaitingMessageEntry | null>(null);
  return (
    <>
      <ul aria-label="Waiting">
        {waiting.map((entry) => (
          <WaitingMessage key={entry.id} entry={entry} onEdit={setEditing} />
        ))}
      </ul>
      <Composer
        key={sameInput ? 'input' : (editing?.id ?? 'new')}
        editing={editing}
        onDone={() => setEditing(null)}
      />
    </>
  );
}

function renderHarness(sameInput = false) {
  return renderApp({
    path: '/chat',
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/chat',
        component: () => <Harness sameInput={sameInput} />,
      }),
    ],
  });
}

const queued = async () =>
  (await pageOutbox().list(null, OUTBOX_KINDS.chatSend)) as OutboxEntry<ChatSendPayload>[];

function refused(text: string, reason: string): OutboxEntry<ChatSendPayload> {
  return {
    id: crypto.randomUUID(),
    kind: OUTBOX_KINDS.chatSend,
    payload: { text },
    createdAt: Date.now(),
    attempts: 1,
    nextAttemptAt: 0,
    lastError: reason,
    lastStatus: 400,
    state: 'failed',
    ownerId: null,
    uncertain: false,
  };
}

beforeEach(async () => {
  // Offline: what is queued stays in the outbox for the test to see, and no socket is opened.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  // The page asks /api/health for its anti-forgery cookie before its first write; the rest
  // of the network is away.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/health')
        ? Response.json({ status: 'ok' })
        : Promise.reject(new TypeError('Failed to fetch')),
    ),
  );
  await pageOutbox().db.entries.clear();
  rememberWaiting(new Map());
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // What a test left typed is kept as a draft: the next one starts on a device without.
  await clearUserData();
});

describe('the chat input', { timeout: 20_000 }, () => {
  it('sends on Enter, breaks the line on Shift+Enter, and the message waits in the list', async () => {
    renderHarness();
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: CHAT_TEXT.placeholder });
    await user.type(input, 'Ride{Shift>}{Enter}{/Shift}at six');
    expect(input).toHaveValue('Ride\nat six');
    expect(await queued()).toHaveLength(0);

    await user.type(input, '{Enter}');
    await waitFor(async () =>
      expect((await queued()).map((entry) => entry.payload)).toEqual([{ text: 'Ride\nat six' }]),
    );
    expect(input).toHaveValue('');
    const waiting = screen.getByRole('list', { name: 'Waiting' });
    expect(await within(waiting).findByText(CHAT_SCREEN_TEXT.waiting)).toBeInTheDocument();
  });

  it('keeps what is typed right after Enter, while the outbox is still storing the message', async () => {
    // A phone's IndexedDB takes tens of milliseconds to store an entry: here it waits until
    // the member has typed on.
    const outbox = pageOutbox();
    const enqueue = outbox.enqueue.bind(outbox);
    let store!: () => void;
    const stored = new Promise<void>((resolve) => (store = resolve));
    vi.spyOn(outbox, 'enqueue').mockImplementation(async (...args) => {
      await stored;
      return enqueue(...args);
    });
    renderHarness();
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: CHAT_TEXT.placeholder });
    await user.type(input, 'On my way{Enter}see y');
    expect(input).toHaveValue('see y');
    store();
    await waitFor(async () =>
      expect((await queued()).map((entry) => entry.payload.text)).toEqual(['On my way']),
    );
    await user.type(input, 'ou');
    expect(input).toHaveValue('see you');
  });

  it('puts a message the outbox could not take back in front of what was typed since', async () => {
    const outbox = pageOutbox();
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    vi.spyOn(outbox, 'enqueue').mockImplementation(async () => {
      await refused;
      throw new Error('QuotaExceededError');
    });
    renderHarness();
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: CHAT_TEXT.placeholder });
    await user.type(input, 'Flat tyre{Enter}wait');
    refuse();
    expect(await screen.findByText(CHAT_TEXT.sendFailed)).toBeInTheDocument();
    expect(input).toHaveValue('Flat tyre\nwait');
    expect(await queued()).toHaveLength(0);
  });

  it('keeps Send off for an empty text and says when one is too long', async () => {
    renderHarness();
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: CHAT_TEXT.placeholder });
    const send = screen.getByRole('button', { name: CHAT_TEXT.send });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(await queued()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'x'.repeat(CHAT_LIMITS.textMaxLength + 1) } });
    expect(await screen.findByText(CHAT_TEXT.tooLong)).toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it("shows a refused message with the server's reason, and Retry, Edit and Discard", async () => {
    const edited = refused('Meet at 6', 'This Idempotency-Key was used for a different request.');
    const dropped = refused('Never mind', 'Refused.');
    const retried = refused('See you there', 'Refused again.');
    await pageOutbox().db.entries.bulkAdd([edited, dropped, retried]);
    // Counted beside the outbox, as the outbox itself does.
    rememberWaiting(new Map([[null, { entries: 3, parked: 3 }]]));
    renderHarness();
    const user = userEvent.setup();
    const waiting = await screen.findByRole('list', { name: 'Waiting' });
    const item = (text: string) =>
      within(waiting)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes(text))!;
    await within(waiting).findByText('Meet at 6');
    expect(
      within(item('Meet at 6')).getByText(`${CHAT_SCREEN_TEXT.failedPrefix}${edited.lastError}`),
    ).toBeInTheDocument();

    await user.click(
      within(item('Never mind')).getByRole('button', { name: CHAT_SCREEN_TEXT.discard }),
    );
    await user.click(
      within(item('See you there')).getByRole('button', { name: CHAT_SCREEN_TEXT.retry }),
    );
    await user.click(
      within(item('Meet at 6')).getByRole('button', { name: CHAT_SCREEN_TEXT.edit }),
    );
    const input = await screen.findByRole('textbox', { name: CHAT_TEXT.placeholder });
    await waitFor(() => expect(input).toHaveValue('Meet at 6'));
    expect(screen.getByText(CHAT_SCREEN_TEXT.editing)).toBeInTheDocument();
    await user.type(input, ' at the gate{Enter}');

    await waitFor(async () =>
      expect((await queued()).map((entry) => [entry.payload.text, entry.state]).sort()).toEqual([
        ['Meet at 6 at the gate', 'pending'],
        ['See you there', 'pending'],
      ]),
    );
    // A fresh, empty input once the edit is sent, no longer marked as an edit.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: CHAT_TEXT.placeholder })).toHaveValue(''),
    );
    await waitFor(() =>
      expect(screen.queryByText(CHAT_SCREEN_TEXT.editing)).not.toBeInTheDocument(),
    );
  });

  it('keeps a half-typed message as a draft, and an edit of a refused one does not lose it', async () => {
    const edited = refused('Meet at 6', 'Refused.');
    await pageOutbox().db.entries.add(edited);
    rememberWaiting(new Map([[null, { entries: 1, parked: 1 }]]));
    const first = renderHarness();
    const user = userEvent.setup();
    const input = () => screen.findByRole('textbox', { name: CHAT_TEXT.placeholder });
    await user.type(await input(), 'Running late');
    first.unmount();

    // Back on the screen: the draft is there, said to be one.
    renderHarness(true);
    expect(await input()).toHaveValue('Running late');
    expect(screen.getByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    // Editing the refused message takes the input for a while; the draft comes back after.
    const waiting = await screen.findByRole('list', { name: 'Waiting' });
    await user.click(await within(waiting).findByRole('button', { name: CHAT_SCREEN_TEXT.edit }));
    await waitFor(async () => expect(await input()).toHaveValue('Meet at 6'));
    await user.click(screen.getByRole('button', { name: CHAT_SCREEN_TEXT.cancelEdit }));
    await waitFor(async () => expect(await input()).toHaveValue('Running late'));

    // Sent, it is a draft no more.
    await user.type(await input(), '{Enter}');
    await waitFor(async () => expect(await queued()).toHaveLength(2));
    expect(await input()).toHaveValue('');
    expect(screen.queryByText(DRAFT_TEXT.restored)).not.toBeInTheDocument();
  });
});
