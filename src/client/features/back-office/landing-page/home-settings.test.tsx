import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../../contract/api-paths';
import { INTRO_TEXT, type HomeContent } from '../../../../contract/intro';
import { INTRO_PATHS } from '../../../../contract/intro-paths';
import { PICTURE_MAX_BYTES } from '../../../../contract/constants';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import { renderApp, testUser } from '../../../testing/test-app';
import { HomeSettings } from './home-settings';
import { HOME_SETTINGS_TEXT } from './texts';

const CONTENT: HomeContent = {
  welcomeText: 'Ride with us.',
  welcomeImage: null,
  specials: [
    { id: 4, title: 'Group rides', description: 'Fridays at dawn.', images: [] },
    { id: 5, title: 'Bike messenger', description: 'Parcels by bike.', images: [] },
  ],
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/** The server: the content on GET, and the given status for a DELETE of a special. */
function stubServer(deleteStatus: number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === `${API_PREFIX}${INTRO_PATHS.home}`)
      return Response.json(CONTENT);
    if (method === 'GET' && url.pathname === `${API_PREFIX}/health`) return Response.json({});
    if (method === 'DELETE' && url.pathname.startsWith(`${API_PREFIX}/introSpecial/`)) {
      if (deleteStatus === 204) return new Response(null, { status: 204 });
      return Response.json(
        { statusCode: deleteStatus, error: 'Forbidden', message: SERVER_MESSAGE.forbidden },
        { status: deleteStatus },
      );
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const settingsRoute = (root: AnyRoute) => [
  createRoute({ getParentRoute: () => root, path: '/settings', component: HomeSettings }),
];

afterEach(() => vi.unstubAllGlobals());

describe('HomeSettings', () => {
  it('shows the welcome text to edit and the specials with Edit and Delete', async () => {
    stubServer(204);
    renderApp({ path: '/settings', routes: settingsRoute, user: testUser(['ROLE_DEV']) });
    expect(await screen.findByLabelText(/Welcome text/)).toHaveValue('Ride with us.');
    const rides = screen.getByRole('article', { name: 'Group rides' });
    expect(
      within(rides).getByRole('button', { name: HOME_SETTINGS_TEXT.editNamed('Group rides') }),
    ).toBeEnabled();
    expect(
      within(rides).getByRole('button', { name: HOME_SETTINGS_TEXT.deleteNamed('Group rides') }),
    ).toBeEnabled();
    expect(screen.getByText(HOME_SETTINGS_TEXT.noPicture)).toBeInTheDocument();
  });

  it('checks a special before sending it: a title and a description are needed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer(204);
    renderApp({ path: '/settings', routes: settingsRoute, user: testUser(['ROLE_DEV']) });
    await user.click(await screen.findByRole('button', { name: HOME_SETTINGS_TEXT.addSpecial }));
    await user.click(screen.getByRole('button', { name: HOME_SETTINGS_TEXT.saveSpecial }));
    expect(await screen.findByText(INTRO_TEXT.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(INTRO_TEXT.descriptionRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('leaves out a picture over 10 MB when it is picked, saying why', async () => {
    const user = userEvent.setup();
    stubServer(204);
    const { container } = renderApp({
      path: '/settings',
      routes: settingsRoute,
      user: testUser(['ROLE_DEV']),
    });
    await screen.findByLabelText(/Welcome text/);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    const big = new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input!, big);
    expect(await screen.findByText(`big.png: ${SERVER_MESSAGE.fileTooLarge}`)).toBeVisible();
    expect(screen.queryByText(/New picture, saved with the welcome/)).not.toBeInTheDocument();
  });

  it('deletes a special after asking, and takes it off the list', async () => {
    const user = userEvent.setup();
    stubServer(204);
    renderApp({ path: '/settings', routes: settingsRoute, user: testUser(['ROLE_DEV']) });
    const rides = await screen.findByRole('article', { name: 'Group rides' });
    await user.click(
      within(rides).getByRole('button', { name: HOME_SETTINGS_TEXT.deleteNamed('Group rides') }),
    );
    expect(within(rides).getByText(HOME_SETTINGS_TEXT.deleteConfirm('Group rides'))).toBeVisible();
    await user.click(
      within(rides).getByRole('button', { name: HOME_SETTINGS_TEXT.deleteNamed('Group rides') }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Group rides' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Bike messenger' })).toBeInTheDocument();
  });

  it('explains a refusal (403) to the editor and keeps the special', async () => {
    const user = userEvent.setup();
    stubServer(403);
    renderApp({ path: '/settings', routes: settingsRoute, user: testUser(['ROLE_DEV']) });
    const rides = await screen.findByRole('article', { name: 'Group rides' });
    await user.click(
      within(rides).getByRole('button', { name: HOME_SETTINGS_TEXT.deleteNamed('Group rides') }),
    );
    await user.click(
      within(rides).getByRole('button', { name: HOME_SETTINGS_TEXT.deleteNamed('Group rides') }),
    );
    const alert = await within(rides).findByRole('alert');
    expect(alert).toHaveTextContent(HOME_SETTINGS_TEXT.notSaved);
    expect(alert).toHaveTextContent(HOME_SETTINGS_TEXT.forbidden);
    expect(screen.getByRole('article', { name: 'Group rides' })).toBeInTheDocument();
  });
});
