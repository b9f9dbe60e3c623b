import 'fake-indexeddb/auto';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../../contract/events';
import type { RideThread as Thread } from '../../../../contract/ride-thread';
import type { PublicUser } from '../../../../contract/users';
import type { OutboxEntry } from '../../../lib/outbox/db';
import { pageOutbox } from '../../../lib/outbox/page-outbox';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import { rememberWaiting } from '../../../lib/outbox/waiting';
import { fakeApi } from '../../../testing/fake-api';
import { renderApp, testUser } from '../../../testing/test-app';
import type { RideCommentPayload } from './outbox-send';
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
      },
      {
        id: 2,
        rideId: RIDE_ID,
        author: person(me.id, me.fullName),
        text: 'Wait for me at the bridge',
        createdAt: new Date().toISOString(),
      },
    ],
    nextAfter: null,
    canModerate: false,
    closedReason: null,
    ...overrides,
  };
}

function renderThread() {
  renderApp({
    path: '/chat',
    user: me,
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/chat',
        component: () => <RideThread ride={ride} />,
      }),
    ],
  });
}

const queued = async () =>
  (await pageOutbox().list(null, OUTBOX_KINDS.eventThread)) as OutboxEntry<RideCommentPayload>[];

beforeEach(async () => {
  // Offline: what is queued stays in the outbox for the test to see, and no socket is opened.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await pageOutbox().db.entries.clear();
  rememberWaiting(new Map());
});
afterEach(() => {
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

  it('says why a closed thread takes no message', async () => {
    const closedReason = "This ride's chat closed 2 days after the start: it can still be read.";
    fakeApi({ [`GET /api/event/${RIDE_ID}/thread`]: { body: thread({ closedReason }) } });
    renderThread();
    expect(await screen.findByText(closedReason)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: THREAD_TEXT.label })).toBeNull();
  });
});
