import { createRoute } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../shell/test-app';
import { BugReportScreen } from './bug-report-screen';

describe('BugReportScreen', () => {
  it('at /bugs, is the Report a Bug screen and says reports open soon', async () => {
    renderApp({
      path: '/bugs',
      routes: (root) => [
        createRoute({ getParentRoute: () => root, path: '/bugs', component: BugReportScreen }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Report a Bug' })).toBeInTheDocument();
    expect(screen.getByText(/Bug reports open here soon/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('names an unknown path as not found, above the bug-report card', async () => {
    renderApp({ path: '/no/such/page', notFound: BugReportScreen });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Report a Bug' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the club page' })).toHaveAttribute(
      'href',
      '/intro',
    );
  });
});
