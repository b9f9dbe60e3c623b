import 'fake-indexeddb/auto';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../contract/api-paths';
import type { Bug, BugCreate } from '../../../contract/bugs';
import { BUG_PATHS, BUG_TEXT } from '../../../contract/bugs-constants';
import { OUTBOX_TEXT } from '../../../contract/outbox';
import {
  CONTRACT_VERSION_HEADER,
  UPDATE_APP_CODE,
  WRITE_VERSION_MESSAGE,
} from '../../../contract/write-versions';
import type { OutboxEntry } from '../../lib/outbox/db';
import { pageOutbox } from '../../lib/outbox/page-outbox';
import { rememberWaiting } from '../../lib/outbox/waiting';
import { updateApp } from '../../lib/pwa/app-update';
import { renderApp } from '../../testing/test-app';
import { BugReportScreen } from './bug-report-screen';
import { registerBugOutboxSender } from './outbox-sender';

// As main.tsx does at boot: the outbox sends the reports.
registerBugOutboxSender();

// The boundary this test stops at: moving the tab to another version of the app.
vi.mock('../../lib/pwa/app-update', () => ({ updateApp: vi.fn(async () => {}) }));

/** A server that wants a newer app for every report, or takes every report. */
function stubServer(answer: 'update-app' | 'take') {
  const posts: Array<{ body: BugCreate; version: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `${API_PREFIX}/health`) return Response.json({ status: 'ok' });
      if (url.pathname !== `${API_PREFIX}${BUG_PATHS.list}`) throw new TypeError('Failed to fetch');
      if ((init?.method ?? 'GET') === 'GET') return Response.json({ content: [] });
      const body = JSON.parse(String(init?.body)) as BugCreate;
      posts.push({ body, version: new Headers(init?.headers).get(CONTRACT_VERSION_HEADER) });
      if (answer === 'update-app') {
        return Response.json(
          {
            statusCode: 426,
            error: 'Upgrade Required',
            message: WRITE_VERSION_MESSAGE.updateApp,
            code: UPDATE_APP_CODE,
          },
          { status: 426 },
        );
      }
      const bug: Bug = {
        id: posts.length,
        title: body.title,
        description: body.description,
        severity: body.severity,
        steps: body.steps ?? '',
        isSolved: false,
        submittedBy: null,
        submitter: null,
        createdAt: '2026-03-03T08:00:00.000Z',
      };
      return Response.json(bug, { status: 201 });
    }),
  );
  return posts;
}

function parkedReport(
  title: string,
  parked: Partial<OutboxEntry<BugCreate>>,
): OutboxEntry<BugCreate> {
  return {
    id: crypto.randomUUID(),
    kind: 'bug.create',
    payload: {
      title,
      description: 'The app says 1234.',
      steps: 'Open the ride page',
      severity: 'HIGH',
    },
    createdAt: 1,
    attempts: 1,
    nextAttemptAt: 0,
    lastError: null,
    lastStatus: null,
    state: 'failed',
    ownerId: null,
    uncertain: false,
    ...parked,
  };
}

function renderBugs(path: string) {
  return renderApp({
    path,
    routes: (root) => [
      createRoute({ getParentRoute: () => root, path: '/bugs', component: BugReportScreen }),
    ],
  });
}

afterEach(async () => {
  await pageOutbox().db.entries.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('a report only a newer version of the app can send', { timeout: 20_000 }, () => {
  it('says so, and "Update the app" opens it in the newer version\'s form', async () => {
    const posts = stubServer('update-app');
    renderBugs('/bugs');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Map is grey');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Since Monday.');
    await user.click(screen.getByRole('radio', { name: 'LOW' }));
    await user.click(screen.getByRole('button', { name: BUG_TEXT.submit }));

    const waiting = await screen.findByRole('list', { name: BUG_TEXT.waitingList });
    expect(await within(waiting).findByText(OUTBOX_TEXT.updateToSend)).toBeInTheDocument();
    // Sent in this version's contract, once: the server's answer will not change by retrying.
    expect(posts.map((post) => post.version)).toEqual(['1']);
    // Neither a retry nor this version's form can send it.
    expect(within(waiting).queryByRole('button', { name: OUTBOX_TEXT.retry })).toBeNull();
    expect(within(waiting).queryByRole('button', { name: OUTBOX_TEXT.edit })).toBeNull();
    expect(within(waiting).getByRole('button', { name: OUTBOX_TEXT.discard })).toBeVisible();

    await user.click(within(waiting).getByRole('button', { name: OUTBOX_TEXT.updateApp }));
    const [entry] = await pageOutbox().list(null);
    expect(entry).toMatchObject({ state: 'failed', parkedFor: 'update' });
    expect(vi.mocked(updateApp)).toHaveBeenCalledWith(`/bugs?edit=${entry!.id}`);
  });

  it('/bugs?edit=<id> opens the entry in the form with all it said, and sends it as this version', async () => {
    const posts = stubServer('take');
    const queued = parkedReport('Gate code wrong', {
      lastError: WRITE_VERSION_MESSAGE.updateApp,
      lastStatus: 426,
      parkedFor: 'update',
    });
    await pageOutbox().db.entries.add(queued);
    const { router } = renderBugs(`/bugs?edit=${queued.id}`);

    // The form is drawn empty, then again with the entry once the outbox has it.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Gate code wrong'),
    );
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('The app says 1234.');
    expect(screen.getByRole('textbox', { name: /^Steps/ })).toHaveValue('Open the ride page');
    expect(screen.getByRole('radio', { name: 'HIGH' })).toBeChecked();
    // Opened once: a reload of the page does not open it again.
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));

    await userEvent.setup().click(screen.getByRole('button', { name: BUG_TEXT.submit }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          body: expect.objectContaining({ title: 'Gate code wrong', severity: 'HIGH' }),
          version: '1',
        },
      ]),
    );
    await waitFor(async () => expect(await pageOutbox().list(null)).toEqual([]));
  });

  it('one written in a version this one no longer sends is to be checked: Edit opens it in the form', async () => {
    stubServer('take');
    const queued = parkedReport('Old form', {
      lastError: OUTBOX_TEXT.writtenOlder,
      parkedFor: 'rewrite',
      contractVersion: 1,
    });
    await pageOutbox().db.entries.add(queued);
    rememberWaiting(new Map([[null, { entries: 1, parked: 1 }]]));
    renderBugs('/bugs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUG_TEXT.showBugs }));
    const waiting = await screen.findByRole('list', { name: BUG_TEXT.waitingList });
    expect(await within(waiting).findByText(OUTBOX_TEXT.writtenOlder)).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: OUTBOX_TEXT.retry })).toBeNull();
    expect(within(waiting).queryByRole('button', { name: OUTBOX_TEXT.updateApp })).toBeNull();
    await user.click(within(waiting).getByRole('button', { name: OUTBOX_TEXT.edit }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Old form'),
    );
  });
});
