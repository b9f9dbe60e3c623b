import { Anchor, Container, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { CHAT_TEXT } from '../../../contract/chat-constants';
import { appChat, useChatRoom } from '../../lib/chat/hooks';
import type { ChatSendPayload } from '../../lib/chat/send';
import { useEditRequest } from '../../lib/outbox/edit-request';
import { useOutboxDrainer, useOutboxEntries, useOutboxOwner } from '../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { useNavbarAutoHide } from '../../components/navbar-auto-hide';
import classes from './chat-screen.module.css';
import { Composer } from './composer';
import { ConnectionBadge } from './connection-badge';
import { MessageList } from './message-list';
import { CHAT_SCREEN_TEXT } from './texts';
import { useFillViewport } from './use-fill-viewport';
import type { WaitingMessageEntry } from './waiting-message';

/**
 * §2 Chat room: the club's one live room. Anyone reads it; members write, online or not, and
 * what they write waits in the outbox until the socket takes it.
 */
export function ChatScreen() {
  // The page itself does not scroll (the list does): the bar stays, and the input with it.
  useNavbarAutoHide(false);
  useOutboxDrainer();
  const room = useChatRoom();
  // Who the stored token names: known offline too, when the session query cannot answer.
  const meId = useOutboxOwner();
  const waiting = useOutboxEntries<ChatSendPayload>(OUTBOX_KINDS.chatSend);
  const [editing, setEditing] = useState<WaitingMessageEntry | null>(null);
  // `/chat?edit=<id>`: a queued message opened from another version of the app ("Update the
  // app"), in the input as its Edit would.
  useEditRequest<ChatSendPayload>([OUTBOX_KINDS.chatSend], setEditing);
  const screen = useRef<HTMLDivElement>(null);
  useFillViewport(screen);

  return (
    <Container ref={screen} size="md" px={{ base: 'xs', sm: 'md' }} className={classes.screen}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {CHAT_TEXT.title}
        </Title>
        <ConnectionBadge />
      </Group>
      <MessageList
        room={room}
        // A message the room has already is shown once, as the room's.
        waiting={meId === null ? [] : waiting.filter((entry) => !room.echoed.has(entry.id))}
        meId={meId}
        onLoadOlder={() => void appChat().room.loadOlder()}
        onEdit={setEditing}
      />
      {meId === null ? (
        <Paper withBorder p="sm" radius="md">
          <Text size="sm">
            {CHAT_TEXT.signInToSend}{' '}
            <Anchor component={Link} to="/auth/signin" fw={600}>
              {CHAT_SCREEN_TEXT.signIn}
            </Anchor>
          </Text>
        </Paper>
      ) : (
        <Composer editing={editing} onDone={() => setEditing(null)} />
      )}
    </Container>
  );
}
