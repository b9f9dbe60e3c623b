import 'fake-indexeddb/auto';
import { createRoute } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../contract/api-paths';
import type { Bug, BugCreate } from '../../../contract/bugs';
import { BUG_PATHS, BUG_TEXT } from '../../../contract/bugs-constants';
import { toPage } from '../../../contract/paging-constants';
import { renderApp } from '../../testing/test-app';
import { BugReportScreen } from './bug-report-screen';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The race of a slow network: the list's first fetch reaches the server before the report
 * does, and its answer (without the report) comes back only after the report was stored.
 */
function stubSlowListServer() {
  const stored: Bug[] = [];
  const firstListAsked = deferred();
  const reportAnswered = deferred();
  let lists = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `${API_PREFIX}/health`) return Response.json({ status: 'ok' });
      if (url.pathname !== `${API_PREFIX}${BUG_PATHS.list}`) throw new TypeError('Failed to fetch');
      if ((init?.method ?? 'GET') === 'GET') {
        const page = toPage([...stored], stored.length, 0, 20);
        if (++lists === 1) {
          firstListAsked.resolve();
          await reportAnswered.promise;
          // Long enough for the page to take in the 201 before this stale page arrives.
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return Response.json(page);
      }
      await firstListAsked.promise;
      const body = JSON.parse(String(init?.body)) as BugCreate;
      const bug: Bug = {
        id: stored.length + 1,
        title: body.title,
        description: body.description,
        severity: body.severity,
        steps: body.steps ?? '',
        isSolved: false,
        submittedBy: null,
        submitter: null,
        createdAt: '2026-03-03T08:00:00.000Z',
      };
      stored.unshift(bug);
      queueMicrotask(reportAnswered.resolve);
      return Response.json(bug, { status: 201 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a report leaving the outbox', { timeout: 20_000 }, () => {
  it('is listed even when the list was fetched while it was on its way', async () => {
    stubSlowListServer();
    renderApp({
      path: '/bugs',
      routes: (root) => [
        createRoute({ getParentRoute: () => root, path: '/bugs', component: BugReportScreen }),
      ],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Gears slip');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'On every climb.');
    await user.click(screen.getByRole('radio', { name: 'MEDIUM' }));
    await user.click(screen.getByRole('button', { name: BUG_TEXT.submit }));

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Gears slip', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
