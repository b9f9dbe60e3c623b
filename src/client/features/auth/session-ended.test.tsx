/**
 * A device whose session the server ended (here: the password was reset on another device)
 * becomes a visitor and is told why, whether it learns it on start or from any later call.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { queryClient } from '../../app/query-client';
import { api } from '../../lib/api-client';
import { currentUserQuery } from '../../lib/current-user';
import { SESSION_ENDED_TITLE } from '../../lib/session-ended-notice';

const ended = () =>
  Response.json(
    {
      statusCode: 401,
      error: 'Unauthorized',
      message: SERVER_MESSAGE.passwordChangedElsewhere,
      code: 'SESSION_ENDED',
    },
    { status: 401 },
  );

function Who() {
  const me = useQuery(currentUserQuery);
  return <p>{me.isPending ? 'asking' : (me.data?.username ?? 'a visitor')}</p>;
}

function renderApp() {
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <Who />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('a session ended elsewhere', () => {
  it('on start: the token is forgotten and the member told why', async () => {
    localStorage.setItem('token', 'old-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ended()),
    );
    renderApp();
    expect(await screen.findByText(SERVER_MESSAGE.passwordChangedElsewhere)).toBeInTheDocument();
    expect(screen.getByText(SESSION_ENDED_TITLE)).toBeInTheDocument();
    expect(screen.getByText('a visitor')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('later: any call refused for it makes the app ask again, and say why', async () => {
    localStorage.setItem('token', 'old-token');
    let reset = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (reset) return ended();
        if (String(input) === '/api/user/me') return Response.json({ id: 5, username: 'rahim' });
        return Response.json([]);
      }),
    );
    renderApp();
    expect(await screen.findByText('rahim')).toBeInTheDocument();

    // The password is reset on another device; this one next asks for its orders.
    reset = true;
    await queryClient
      .fetchQuery({ queryKey: ['shop', 'orders'], queryFn: () => api('/order'), retry: false })
      .catch(() => undefined);
    expect(await screen.findByText(SERVER_MESSAGE.passwordChangedElsewhere)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('a visitor')).toBeInTheDocument());
    expect(localStorage.getItem('token')).toBeNull();
  });
});
