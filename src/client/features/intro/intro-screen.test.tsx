import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../contract/api-paths';
import type { HomeContent } from '../../../contract/intro';
import { INTRO_PATHS } from '../../../contract/intro-paths';
import { renderApp, testUser } from '../../testing/test-app';
import { IntroScreen } from './intro-screen';

const introRoute = (root: AnyRoute) => [
  createRoute({ getParentRoute: () => root, path: '/intro', component: IntroScreen }),
];

const picture = (id: string) => ({
  id,
  url: `/api/media/${id}`,
  sizes: [320, 640].map((width) => ({ width, url: `/api/media/${id}?w=${width}` })),
});

const CONTENT: HomeContent = {
  welcomeText: 'Ride with us every Friday.\nAll paces welcome.',
  welcomeImage: picture('hero'),
  specials: [
    {
      id: 1,
      title: 'Group rides',
      description: 'Fridays at dawn.',
      images: [picture('ride-1'), picture('ride-2')],
    },
    { id: 2, title: 'Bike messenger', description: 'Parcels by bike.', images: [] },
  ],
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/** The server's reply to GET /api/intro/home: content, a failure, or one that never comes. */
function serveHome(reply: HomeContent | 'offline' | 'pending') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== `${API_PREFIX}${INTRO_PATHS.home}` || reply === 'offline')
        throw new TypeError('Failed to fetch');
      if (reply === 'pending') return new Promise<Response>(() => {});
      return Response.json(reply);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('IntroScreen', () => {
  it('shows the welcome text, picture and specials the club wrote', async () => {
    serveHome(CONTENT);
    const { container } = renderApp({ path: '/intro', routes: introRoute });
    expect(await screen.findByText(/Ride with us every Friday/)).toBeVisible();
    const rides = screen.getByRole('article', { name: 'Group rides' });
    expect(within(rides).getByText('Fridays at dawn.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bike messenger' })).toBeInTheDocument();

    const hero = container.querySelector('img[src="/api/media/hero?w=640"]');
    expect(hero).toHaveAttribute(
      'srcset',
      '/api/media/hero?w=320 320w, /api/media/hero?w=640 640w',
    );
    expect(hero).toHaveAttribute('loading', 'eager');
    // Pictures of the specials, below the fold, wait until scrolled to.
    const below = [...rides.querySelectorAll('img')];
    expect(below).toHaveLength(2);
    for (const image of below) expect(image).toHaveAttribute('loading', 'lazy');
    // The static offers give way to the specials.
    expect(screen.queryByRole('heading', { name: 'What members do' })).not.toBeInTheDocument();
  });

  it('shows skeletons while the content loads, with the calls to join already there', async () => {
    serveHome('pending');
    renderApp({ path: '/intro', routes: introRoute });
    expect(await screen.findByLabelText('Loading the welcome')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cycling Club' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the club' })).toBeInTheDocument();
  });

  it('falls back to the static welcome when the club wrote nothing', async () => {
    serveHome({ welcomeText: '', welcomeImage: null, specials: [], updatedAt: null });
    renderApp({ path: '/intro', routes: introRoute });
    expect(await screen.findByText(/riders of every pace/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What members do' })).toBeInTheDocument();
  });

  it('invites a visitor to join or sign in, even when the server cannot be reached', async () => {
    serveHome('offline');
    renderApp({ path: '/intro', routes: introRoute });
    expect(await screen.findByText(/riders of every pace/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Cycling Club' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the club' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.queryByRole('link', { name: 'Go to the feed' })).not.toBeInTheDocument();
    for (const name of ['Ride together', 'Stay in touch', 'Shop the club'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
  });

  it('sends a member to the feed instead', async () => {
    serveHome(CONTENT);
    renderApp({ path: '/intro', routes: introRoute, user: testUser() });
    expect(await screen.findByRole('link', { name: 'Go to the feed' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.getByText(/Welcome back, Rahim Uddin/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the club' })).not.toBeInTheDocument();
  });
});
