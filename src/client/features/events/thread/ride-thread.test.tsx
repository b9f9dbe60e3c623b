import 'fake-indexeddb/auto';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../../contract/events';
import type { RideThread as Thread } from '../../../../contract/ride-thread';
import type { PublicUser } from '../../../../contract/users';
import { queryClient } from '../../../app/query-client';
import type { OutboxEntry } from '../../../lib/outbox/db';
import { pageOutbox } from '../../../lib/outbox/page-outbox';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import { rememberWaiting } from '../../../lib/outbox/waiting';
import { fakeApi } from '../../../testing/fake-api';
import { renderApp, testUser } from '../../../testing/test-app';
import { sendRideCommentEntry, type RideCommentPayload } from './outbox-send';
import RideThread from './ride-thread';
import { THREAD_TEXT } from './texts';

const RIDE_ID = 5;
const me = testUser();

function person(id: number, fullName: string): PublicUser {
  return {
    id,
    username: `rider${id}`,
    fullName,
    uniqueName: `rider${id}`,
    profilePicture: null,
    coverPicture: null,
    roles: [{ name: 'ROLE_USER' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
const organiser = person(3, 'Karim Organiser');

/** Only what the chat reads of a ride. */
const ride = { id: RIDE_ID, organiser, canEdit: false, myRsvp: 'going' } as unknown as Event;

function thread(overrides: Partial<Thread> = {}): Thread {
  return {
    content: [
      {
        id: 1,
        rideId: RIDE_ID,
        author: organiser,
        text: 'We leave at seven',
        createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        helpRequestId: null,
      },
      {
        id: 2,
        rideId: RIDE_ID,
        author: person(me.id, me.fullName),
        text: 'Wait for me at the bridge',
        createdAt: new Date().toISOString(),
        helpRequestId: null,
      },
    ],
    nextAfter: null,
    canModerate: false,
    closedReason: null,
    ...overrides,
  };
}

/** The chat on the app's own query client, which the outbox's sender writes to. */
function renderThread() {
  renderApp({
    path: '/chat',
    user: me,
    queryClient,
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/chat',
        component: () => <RideThread ride={ride} />,
      }),
    ],
  });
}

const queued = async (owner: number | null = null) =>
  (await pageOutbox().list(owner, OUTBOX_KINDS.eventThread)) as OutboxEntry<RideCommentPayload>[];

beforeEach(async () => {
  // Offline: what is queued stays in the outbox for the test to see, and no socket is opened.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await pageOutbox().db.entries.clear();
  rememberWaiting(new Map());
});
afterEach(() => {
  queryClient.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
// The chat keeps the socket trying while it is shown: no server listens here, so it stops.
afterAll(async () => {
  const { appChat } = await import('../../../lib/chat/app-chat');
  await appChat().connection.stop();
});

describe('the ride chat', { timeout: 20_000 }, () => {
  it('shows the messages with their authors; delete only on the reader’s own', async () => {
    fakeApi({ [`GET /api/event/${RIDE_ID}/thread`]: { body: thread() } });
    renderThread();
    const list = await screen.findByRole('list');
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('We leave at seven'),
      expect.stringContaining('Wait for me at the bridge'),
    ]);
    expect(within(items[0]!).getByText(THREAD_TEXT.organiser)).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: THREAD_TEXT.delete })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: THREAD_TEXT.delete })).toBeVisible();
  });

  it('queues what is written and shows it waiting', async () => {
    fakeApi({
      [`GET /api/event/${RIDE_ID}/thread`]: { body: thread({ content: [] }) },
      // The page asks for its anti-forgery cookie before its first write.
      'GET /api/health': { body: { status: 'ok' } },
    });
    renderThread();
    const user = userEvent.setup();
    expect(await screen.findByText(THREAD_TEXT.empty)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: THREAD_TEXT.label });
    await user.type(input, '  Flat tyre, two minutes  ');
    await user.click(screen.getByRole('button', { name: THREAD_TEXT.send }));
    await waitFor(async () =>
      expect((await queued()).map((entry) => entry.payload)).toEqual([
        { rideId: RIDE_ID, text: 'Flat tyre, two minutes' },
      ]),
    );
    expect(input).toHaveValue('');
    expect(await screen.findByText(THREAD_TEXT.waiting)).toBeInTheDocument();
  });

  it('shows a sent message once, while its entry is still leaving the outbox', async () => {
    const sent = {
      id: 9,
      rideId: RIDE_ID,
      author: person(me.id, me.fullName),
      text: 'Flat tyre, two minutes',
      createdAt: new Date().toISOString(),
    };
    fakeApi({
      [`GET /api/event/${RIDE_ID}/thread`]: { body: thread() },
      'GET /api/health': { body: { status: 'ok' } },
      [`POST /api/event/${RIDE_ID}/thread`]: { status: 201, body: sent },
    });
    // Signed in: the entry is the member's own (a token whose subject is them).
    localStorage.setItem('token', `e30.${btoa(JSON.stringify({ sub: String(me.id) }))}.sig`);
    renderThread();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: THREAD_TEXT.label }), sent.text);
    await user.click(screen.getByRole('button', { name: THREAD_TEXT.send }));
    expect(await screen.findByText(THREAD_TEXT.waiting)).toBeInTheDocument();
    const [entry] = await queued(me.id);
    // The outbox's sender: its reply joins the thread before the entry is taken out.
    await sendRideCommentEntry(entry!, { headers: {} });
    await waitFor(() => expect(screen.queryByText(THREAD_TEXT.waiting)).toBeNull());
    expect(await queued(me.id)).toHaveLength(1);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('We leave at seven'),
      expect.stringContaining('Wait for me at the bridge'),
      expect.stringContaining(sent.text),
    ]);
  });

  it('says why a closed thread takes no message', async () => {
    const closedReason = "This ride's chat closed 2 days after the start: it can still be read.";
    fakeApi({ [`GET /api/event/${RIDE_ID}/thread`]: { body: thread({ closedReason }) } });
    renderThread();
    expect(await screen.findByText(closedReason)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: THREAD_TEXT.label })).toBeNull();
  });
});
