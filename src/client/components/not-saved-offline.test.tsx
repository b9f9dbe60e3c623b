import { useQuery } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotSavedOfflineError } from '../lib/api-client';
import { PAGE_PART } from '../lib/page-part';
import { OFFLINE_TEXT } from '../lib/pwa/offline-texts';
import { renderApp } from '../testing/test-app';
import NotSavedOffline from './not-saved-offline';

const notSaved = () => Promise.reject(new NotSavedOfflineError());

/** A ride's page offline: the ride was saved; its chat, a part drawn late, was not. */
function RidePage() {
  const ride = useQuery({ queryKey: ['ride', 1], queryFn: () => ({ name: 'Sunday loop' }) });
  const chat = useQuery({ queryKey: ['ride', 1, 'chat'], queryFn: notSaved, meta: PAGE_PART });
  return (
    <>
      <NotSavedOffline />
      <h1>{ride.data?.name}</h1>
      {chat.isError && <p>{chat.error.message}</p>}
    </>
  );
}

/** A page never read online. */
function UnreadPage() {
  useQuery({ queryKey: ['ride', 2], queryFn: notSaved });
  return <NotSavedOffline />;
}

function renderPage(path: string) {
  return renderApp({
    path,
    routes: (root) => [
      createRoute({ getParentRoute: () => root, path: '/ride', component: RidePage }),
      createRoute({ getParentRoute: () => root, path: '/unread', component: UnreadPage }),
    ],
  });
}

describe('offline, the notice that a page was not saved', () => {
  it('is not shown over a saved page whose late part was not saved: the part says so itself', async () => {
    renderPage('/ride');
    expect(await screen.findByRole('heading', { name: 'Sunday loop' })).toBeVisible();
    expect(await screen.findByText(OFFLINE_TEXT.notSaved)).toBeVisible();
    expect(screen.queryByRole('status', { name: OFFLINE_TEXT.notSavedTitle })).toBeNull();
  });

  it('is shown on a page never read online', async () => {
    renderPage('/unread');
    expect(await screen.findByRole('status', { name: OFFLINE_TEXT.notSavedTitle })).toBeVisible();
  });
});
