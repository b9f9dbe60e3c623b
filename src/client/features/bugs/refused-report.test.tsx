import 'fake-indexeddb/auto';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../contract/api-paths';
import type { Bug, BugCreate } from '../../../contract/bugs';
import { BUG_PATHS, BUG_TEXT } from '../../../contract/bugs-constants';
import type { ErrorReply } from '../../../contract/errors';
import { toPage } from '../../../contract/paging-constants';
import { renderApp } from '../../testing/test-app';
import { BugReportScreen } from './bug-report-screen';

const VAGUE_TITLE = 'It broke';
const TITLE_RULE = 'Say what broke, in a few words more.';
const REFUSAL: ErrorReply = {
  statusCode: 400,
  error: 'Bad Request',
  message: `Invalid body: title: ${TITLE_RULE}`,
  fieldErrors: { title: TITLE_RULE },
};

/**
 * A server that refuses a title it finds too vague, with the API's error body (field errors
 * included), and keeps every other report.
 */
function stubServer() {
  const stored: Bug[] = [];
  const posts: BugCreate[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === `${API_PREFIX}/health`) return Response.json({ status: 'ok' });
    if (url.pathname !== `${API_PREFIX}${BUG_PATHS.list}`) throw new TypeError('Failed to fetch');
    if (method === 'GET') return Response.json(toPage(stored, stored.length, 0, 20));
    const body = JSON.parse(String(init?.body)) as BugCreate;
    posts.push(body);
    if (body.title === VAGUE_TITLE) return Response.json(REFUSAL, { status: 400 });
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
    return Response.json(bug, { status: 201 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { stored, posts };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a report the server refused', { timeout: 20_000 }, () => {
  it('Edit puts it back in the form with the fields the server named marked', async () => {
    const server = stubServer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({
      path: '/bugs',
      routes: (root) => [
        createRoute({ getParentRoute: () => root, path: '/bugs', component: BugReportScreen }),
      ],
    });
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, VAGUE_TITLE);
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'The map is grey.');
    await user.click(screen.getByRole('radio', { name: 'HIGH' }));
    await user.click(screen.getByRole('button', { name: BUG_TEXT.submit }));

    const waiting = await screen.findByRole('list', { name: BUG_TEXT.waitingList });
    expect(
      await within(waiting).findByText(`${BUG_TEXT.failedPrefix}${REFUSAL.message}`),
    ).toBeInTheDocument();
    await user.click(within(waiting).getByRole('button', { name: BUG_TEXT.edit }));

    // The form holds the report as it was sent, the title marked with the server's words.
    const edited = await screen.findByRole('textbox', { name: /^Title/ });
    expect(edited).toHaveValue(VAGUE_TITLE);
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('The map is grey.');
    expect(screen.getByRole('radio', { name: 'HIGH' })).toBeChecked();
    await waitFor(() => expect(edited).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(TITLE_RULE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Description/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Fixing the field takes the mark away; the corrected report goes out in its place.
    await user.type(edited, ' on the ride map');
    await waitFor(() => expect(screen.queryByText(TITLE_RULE)).not.toBeInTheDocument());
    expect(edited).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: BUG_TEXT.submit }));

    await waitFor(() =>
      expect(server.stored.map((bug) => bug.title)).toEqual(['It broke on the ride map']),
    );
    expect(server.posts.map((post) => post.title)).toEqual([
      VAGUE_TITLE,
      'It broke on the ride map',
    ]);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('It broke on the ride map')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: BUG_TEXT.waitingList })).not.toBeInTheDocument(),
    );
  });
});
