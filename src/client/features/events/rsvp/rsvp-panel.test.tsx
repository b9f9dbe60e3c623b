import 'fake-indexeddb/auto';
import { useQuery } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReply } from '../../../../contract/errors';
import type { Event } from '../../../../contract/events';
import { EVENT_TEXT } from '../../../../contract/events-constants';
import { OUTBOX_TEXT } from '../../../../contract/outbox';
import { queryClient } from '../../../app/query-client';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import { pageOutbox } from '../../../lib/outbox/page-outbox';
import { rememberWaiting } from '../../../lib/outbox/waiting';
import { renderApp, testUser } from '../../../testing/test-app';
import { testRide } from '../../../testing/test-ride';
import { eventQuery } from '../api';
import { RIDES_TEXT } from '../texts';
import { useQueuedRsvps } from './queued-rsvps';
import { RsvpPanel } from './rsvp-panel';
import { RsvpsToGoneRide } from './rsvp-refusal-notice';

const RIDE_ID = 9;
const me = testUser();

const rideAs = (changes: Partial<Event> = {}) => testRide({ id: RIDE_ID, ...changes });

/** The panel as the ride page draws it: the ride as last read, the rider's queued RSVPs. */
function Panel() {
  const ride = useQuery(eventQuery(RIDE_ID));
  const entries = useQueuedRsvps(RIDE_ID);
  return ride.data ? <RsvpPanel ride={ride.data} entries={entries} /> : null;
}

/** On the app's own query client, which the outbox's sender reloads the ride into. */
function renderPanel() {
  renderApp({
    path: '/ride',
    user: me,
    queryClient,
    routes: (root) => [
      createRoute({ getParentRoute: () => root, path: '/ride', component: Panel }),
    ],
  });
}

type Rsvp = { going: boolean; guests: number };

/**
 * A server holding one ride (`ride.current`, read again after every answer) that answers each
 * RSVP with `answer(rsvp)`: an error reply, or null to take it. Returns the RSVPs it was sent.
 */
function serve(ride: { current: Event }, answer: (rsvp: Rsvp) => ErrorReply | null): Rsvp[] {
  const sent: Rsvp[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      if (url.pathname === `/api/event/${RIDE_ID}/rsvp` && init?.method === 'PUT') {
        const rsvp = JSON.parse(String(init.body)) as Rsvp;
        sent.push(rsvp);
        const refusal = answer(rsvp);
        if (refusal) return Response.json(refusal, { status: refusal.statusCode });
        ride.current = rideAs({ myRsvp: rsvp.going ? 'going' : null, myGuests: rsvp.guests });
        return Response.json(ride.current);
      }
      if (url.pathname === `/api/event/${RIDE_ID}`) return Response.json(ride.current);
      return Response.json(
        { statusCode: 404, error: 'Not Found', message: 'Not found.' },
        { status: 404 },
      );
    }),
  );
  return sent;
}

beforeEach(async () => {
  await pageOutbox().db.entries.clear();
  rememberWaiting(new Map());
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entries = () => pageOutbox().list(null);

describe('an RSVP the server refuses, in the RSVP panel', { timeout: 20_000 }, () => {
  it('a ride cancelled meanwhile: says so with Dismiss, no Retry, and shows the ride as it is', async () => {
    const ride = { current: rideAs() };
    serve(ride, () => {
      // The organiser cancelled the ride just before the RSVP arrived.
      ride.current = rideAs({ status: 'cancelled' });
      return { statusCode: 409, error: 'Conflict', message: EVENT_TEXT.cancelled };
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: RIDES_TEXT.goingButton }));

    const refusal = await screen.findByTestId('rsvp-refusal');
    expect(within(refusal).getByText(RIDES_TEXT.rsvpRideCancelled)).toBeVisible();
    expect(screen.queryByRole('button', { name: OUTBOX_TEXT.retry })).toBeNull();
    expect(screen.queryByRole('button', { name: OUTBOX_TEXT.edit })).toBeNull();
    expect(screen.queryByText(/^Not sent: /)).toBeNull();
    // The ride was read again: closed, and the rider's place is the server's.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: RIDES_TEXT.goingButton })).toBeNull(),
    );
    expect(screen.getByTestId('rsvp-state')).toHaveTextContent(RIDES_TEXT.youAreNotGoing);
    expect(await entries()).toMatchObject([{ state: 'failed', lastStatus: 409 }]);

    await user.click(within(refusal).getByRole('button', { name: RIDES_TEXT.dismiss }));
    await waitFor(() => expect(screen.queryByTestId('rsvp-refusal')).toBeNull());
    expect(await entries()).toEqual([]);
    expect(screen.getByText(RIDES_TEXT.rideCancelled)).toBeVisible();
  });

  it('refused guests open the guest choices with the server’s words; choosing again sends', async () => {
    const ride = { current: rideAs() };
    const rule = 'This ride takes at most one guest per rider.';
    // Two guests are refused on the field; one is taken.
    const sent = serve(ride, ({ guests }) =>
      guests > 1
        ? { statusCode: 400, error: 'Bad Request', message: rule, fieldErrors: { guests: rule } }
        : null,
    );
    ride.current = rideAs({ myRsvp: 'going', goingCount: 2 });
    renderPanel();
    const user = userEvent.setup();
    const guests = await screen.findByRole('radiogroup', { name: EVENT_TEXT.guestsLabel });
    await user.click(within(guests).getByText(EVENT_TEXT.guestsChoice(2)));

    expect(await screen.findByText(RIDES_TEXT.rsvpGuestsRefused)).toBeVisible();
    await waitFor(() => expect(guests).toHaveAttribute('aria-invalid', 'true'));
    expect(guests).toHaveAccessibleDescription(expect.stringContaining(rule));
    expect(screen.queryByRole('button', { name: OUTBOX_TEXT.retry })).toBeNull();
    expect(screen.queryByTestId('rsvp-refusal')).toBeNull();

    await user.click(within(guests).getByText(EVENT_TEXT.guestsChoice(1)));
    await waitFor(() => expect(screen.queryByText(RIDES_TEXT.rsvpGuestsRefused)).toBeNull());
    await waitFor(async () => expect(await entries()).toEqual([]));
    expect(guests).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([
      { going: true, guests: 2 },
      { going: true, guests: 1 },
    ]);
  });

  it('a ride deleted meanwhile: its page, which cannot load, says the answer was not sent', async () => {
    await pageOutbox().db.entries.add({
      id: crypto.randomUUID(),
      kind: OUTBOX_KINDS.eventRsvp,
      payload: { eventId: RIDE_ID, going: true, guests: 0 },
      createdAt: 1,
      attempts: 1,
      nextAttemptAt: 0,
      lastError: 'Not found.',
      lastStatus: 404,
      state: 'failed',
      ownerId: null,
      uncertain: false,
    });
    rememberWaiting(new Map([[null, { entries: 1, parked: 1 }]]));
    renderApp({
      path: '/ride',
      user: me,
      routes: (root) => [
        createRoute({
          getParentRoute: () => root,
          path: '/ride',
          component: () => <RsvpsToGoneRide rideId={RIDE_ID} />,
        }),
      ],
    });
    const refusal = await screen.findByTestId('rsvp-refusal');
    expect(refusal).toHaveTextContent(RIDES_TEXT.rsvpRideGone);
    await userEvent
      .setup()
      .click(within(refusal).getByRole('button', { name: RIDES_TEXT.dismiss }));
    await waitFor(() => expect(screen.queryByTestId('rsvp-refusal')).toBeNull());
    expect(await entries()).toEqual([]);
  });
});
