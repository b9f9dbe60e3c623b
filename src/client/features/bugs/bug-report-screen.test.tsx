import { createRoute } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../contract/api-paths';
import type { Bug } from '../../../contract/bugs';
import { BUG_PATHS, BUG_TEXT } from '../../../contract/bugs-constants';
import { VALIDATION } from '../../../contract/messages';
import { toPage } from '../../../contract/paging-constants';
import type { SelfUser } from '../../../contract/users';
import { renderApp, testUser } from '../../testing/test-app';
import { BugReportScreen } from './bug-report-screen';

const BUGS: Bug[] = [
  {
    id: 2,
    title: 'Map does not load',
    description: 'The route map stays grey.',
    severity: 'HIGH',
    steps: 'Open Events, pick a ride.',
    isSolved: false,
    submittedBy: 7,
    submitter: { id: 7, username: 'rider_rahim', fullName: 'Rahim Uddin' },
    createdAt: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 1,
    title: 'Typo on the shop page',
    description: 'It says "bycicle".',
    severity: 'LOW',
    steps: '',
    isSolved: true,
    submittedBy: null,
    submitter: null,
    createdAt: '2026-03-01T09:00:00.000Z',
  },
];

/** fetch with no server: GET /api/bugs answers one documented page; anything else fails. */
function stubBugList() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === `${API_PREFIX}${BUG_PATHS.list}`) {
      return Response.json(toPage(BUGS, BUGS.length, 0, 20));
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBugs(user: SelfUser | null = null) {
  return renderApp({
    path: '/bugs',
    user,
    routes: (root) => [
      createRoute({ getParentRoute: () => root, path: '/bugs', component: BugReportScreen }),
    ],
  });
}

async function openDetails(title: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: BUG_TEXT.showBugs }));
  const table = await screen.findByRole('table');
  const row = (await within(table).findByText(title)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: BUG_TEXT.view }));
  return { user, dialog: await screen.findByRole('dialog', { name: BUG_TEXT.detailsTitle }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BugReportScreen', { timeout: 20_000 }, () => {
  it('at /bugs, is the Report a Bug form with a label on every field', async () => {
    renderBugs();
    expect(await screen.findByRole('heading', { name: BUG_TEXT.formTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: BUG_TEXT.notFound })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /^Severity/ })).toBeInTheDocument();
    for (const severity of ['LOW', 'MEDIUM', 'HIGH'])
      expect(screen.getByRole('radio', { name: severity })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: BUG_TEXT.steps })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUG_TEXT.submit })).toBeInTheDocument();
  });

  it('names an unknown path as not found, above the bug-report form', async () => {
    renderApp({ path: '/no/such/page', notFound: BugReportScreen });
    expect(await screen.findByRole('heading', { name: BUG_TEXT.notFound })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: BUG_TEXT.formTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BUG_TEXT.backToClub })).toHaveAttribute(
      'href',
      '/intro',
    );
  });

  it('an empty form logs that it is invalid, marks the missing fields and sends nothing', async () => {
    const fetchMock = stubBugList();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderBugs();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUG_TEXT.submit }));
    expect(await screen.findAllByText(VALIDATION.required)).toHaveLength(2);
    expect(screen.getByText('Choose LOW, MEDIUM or HIGH.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(warn).toHaveBeenCalledWith(BUG_TEXT.invalidLog);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the toggle switches between Show Bugs and Hide Bugs', async () => {
    stubBugList();
    renderBugs();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUG_TEXT.showBugs }));
    const hide = screen.getByRole('button', { name: BUG_TEXT.hideBugs });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: BUG_TEXT.submit })).not.toBeInTheDocument();
    await user.click(hide);
    expect(screen.getByRole('button', { name: BUG_TEXT.showBugs })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUG_TEXT.submit })).toBeInTheDocument();
  });

  it('lists the bugs with the §2 columns and their status', async () => {
    stubBugList();
    renderBugs();
    await userEvent.setup().click(await screen.findByRole('button', { name: BUG_TEXT.showBugs }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([...BUG_TEXT.columns]);
    // The header and the two bugs, once the page has come (a skeleton row stands in before).
    await within(table).findByText(BUG_TEXT.solved);
    const [, first, second, ...rest] = within(table).getAllByRole('row');
    expect(rest).toHaveLength(0);
    expect(within(first!).getByText(BUG_TEXT.notSolved)).toBeInTheDocument();
    expect(within(second!).getByText(BUG_TEXT.solved)).toBeInTheDocument();
  });

  it('the details modal shows the bug, and no developer actions to a member', async () => {
    stubBugList();
    renderBugs(testUser(['ROLE_USER']));
    const { dialog } = await openDetails('Map does not load');
    const details = within(dialog);
    expect(details.getByText('Map does not load')).toBeInTheDocument();
    expect(details.getByText('The route map stays grey.')).toBeInTheDocument();
    expect(details.getByText('HIGH')).toBeInTheDocument();
    expect(details.getByText('Open Events, pick a ride.')).toBeInTheDocument();
    expect(details.getByText(BUG_TEXT.notSolved)).toBeInTheDocument();
    expect(details.getByText(BUG_TEXT.submittedBy)).toBeInTheDocument();
    expect(details.getByText('Rahim Uddin (@rider_rahim)')).toBeInTheDocument();
    expect(dialog.querySelector('time')).toHaveAttribute('datetime', BUGS[0]!.createdAt);
    expect(details.queryByRole('button', { name: BUG_TEXT.markSolved })).toBeNull();
    expect(details.queryByRole('button', { name: BUG_TEXT.delete })).toBeNull();
  });

  it('a visitor sees who filed it as "A visitor" and no developer actions', async () => {
    stubBugList();
    renderBugs(null);
    const { dialog } = await openDetails('Typo on the shop page');
    expect(within(dialog).getByText(BUG_TEXT.visitor)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: BUG_TEXT.delete })).toBeNull();
  });

  it('a developer is offered Mark as solved and Delete, and Delete asks first', async () => {
    stubBugList();
    renderBugs(testUser(['ROLE_USER', 'ROLE_DEV'], 'dev_dina'));
    const { user, dialog } = await openDetails('Map does not load');
    expect(within(dialog).getByRole('button', { name: BUG_TEXT.markSolved })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: BUG_TEXT.delete }));
    expect(within(dialog).getByText(BUG_TEXT.confirmDelete)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: BUG_TEXT.confirmDeleteButton }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: BUG_TEXT.cancel }));
    expect(within(dialog).getByRole('button', { name: BUG_TEXT.delete })).toBeInTheDocument();
  });

  it('a solved bug offers a developer Delete but not Mark as solved', async () => {
    stubBugList();
    renderBugs(testUser(['ROLE_DEV'], 'dev_dina'));
    const { dialog } = await openDetails('Typo on the shop page');
    expect(within(dialog).getByRole('button', { name: BUG_TEXT.delete })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: BUG_TEXT.markSolved })).toBeNull();
  });
});
