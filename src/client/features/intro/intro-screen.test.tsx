import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../shell/test-app';
import { IntroScreen } from './intro-screen';

const introRoute = (root: AnyRoute) => [
  createRoute({ getParentRoute: () => root, path: '/intro', component: IntroScreen }),
];

describe('IntroScreen', () => {
  it('invites a visitor to join or sign in', async () => {
    renderApp({ path: '/intro', routes: introRoute });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cycling Club' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the club' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.queryByRole('link', { name: 'Go to the feed' })).not.toBeInTheDocument();
  });

  it('says what members do: rides, chat and the shop', async () => {
    renderApp({ path: '/intro', routes: introRoute });
    for (const name of ['Ride together', 'Stay in touch', 'Shop the club'])
      expect(await screen.findByRole('heading', { level: 3, name })).toBeInTheDocument();
  });

  it('sends a member to the feed instead', async () => {
    renderApp({ path: '/intro', routes: introRoute, user: testUser() });
    expect(await screen.findByRole('link', { name: 'Go to the feed' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.getByText(/Welcome back, Rahim Uddin/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the club' })).not.toBeInTheDocument();
  });
});
