/**
 * useUnreadMessagesCount, the count the Messages link shows, against the real server over the
 * real chat socket: right after a (re)load, live as messages come and as the member reads on
 * another device, with an in-app notice of each message, and 0 once signed out.
 */
import type { AddressInfo } from 'node:net';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationMessage } from '../../../contract/conversations';
import {
  startTestServer,
  type Member,
  type TestServer,
} from '../../../../tests/helpers/server-app';
import { queryClient } from '../../app/query-client';
// The app's router, which a notice's link moves (app/ hands it to lib/app-handles.ts).
import '../../app/router';
import { theme } from '../../app/theme';
import { tokenStore } from '../../lib/token-store';
import { authKeys } from '../../lib/current-user';
import { testUser } from '../../testing/test-app';
import { CONVERSATION_SCREEN_TEXT } from './texts';
import { useUnreadMessagesCount } from './unread';

let server: TestServer;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  // The page is served by this server: its API calls and its socket go there.
  (window as unknown as HappyWindow).happyDOM.setURL(`http://127.0.0.1:${port}/home`);
  [alice, bob] = await Promise.all([
    server.createMember('badge_alice'),
    server.createMember('badge_bob'),
  ]);
}, 60_000);
afterAll(async () => {
  const { appChat } = await import('../../lib/chat/app-chat');
  await appChat().connection.stop();
  await server?.close();
});

async function say(member: Member, id: number, text: string): Promise<ConversationMessage> {
  const reply = await member.client.post(`/api/conversations/${id}/messages`, { text });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<ConversationMessage>();
}

function MessagesLink() {
  const unread = useUnreadMessagesCount();
  return <output aria-label="Unread messages">{unread}</output>;
}

describe('useUnreadMessagesCount', { timeout: 30_000 }, () => {
  it('counts what others wrote, live, clears on reading elsewhere, and ends at sign-out', async () => {
    const started = await alice.client.post('/api/conversations', {
      kind: 'direct',
      memberId: bob.id,
    });
    const direct = started.json<Conversation>();
    await say(alice, direct.id, 'Sunday ride?');

    // Bob opens the app: signed in, one message waiting from before.
    tokenStore.set(bob.token, true);
    queryClient.setQueryData(authKeys.me, { ...testUser(), id: bob.id, username: bob.username });
    render(
      <MantineProvider theme={theme}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <MessagesLink />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const count = screen.getByRole('status', { name: 'Unread messages' });
    await waitFor(() => expect(count).toHaveTextContent('1'), { timeout: 10_000 });

    // Alice writes again while Bob is on another screen: the count and a notice follow.
    const { appChat } = await import('../../lib/chat/app-chat');
    await waitFor(() => expect(appChat().connection.isConnected()).toBe(true));
    const last = await say(alice, direct.id, 'Leaving at six');
    await waitFor(() => expect(count).toHaveTextContent('2'));
    // Notices are said politely: a status beside the count, holding the message.
    const notice = await waitFor(() => {
      const found = screen
        .getAllByRole('status')
        .find((status) => within(status).queryByText('Leaving at six'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(
      within(notice).getByRole('button', { name: CONVERSATION_SCREEN_TEXT.openConversation }),
    ).toBeInTheDocument();

    // Bob reads it on his phone: this device's count clears with it.
    const read = await bob.client.post(`/api/conversations/${direct.id}/read`, {
      messageId: last.id,
    });
    expect(read.statusCode, read.body).toBe(204);
    await waitFor(() => expect(count).toHaveTextContent('0'));

    // Signed out: nothing of Bob's shows.
    await say(alice, direct.id, 'Are you there?');
    await waitFor(() => expect(count).toHaveTextContent('1'));
    act(() => {
      tokenStore.clear();
      queryClient.setQueryData(authKeys.me, null);
    });
    await waitFor(() => expect(count).toHaveTextContent('0'));
  });
});
