import {
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { Conversation } from '../../../contract/conversations';
import { CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import { SectionLinks } from '../../components/section-links';
import { lazyWithPreload } from '../../lib/load-late';
import { inboxQuery } from './api';
import { ConversationAvatar } from './conversation-avatar';
import classes from './messges-screen.module.css';
import { shortTime } from './message-time';
import { CONVERSATION_SCREEN_TEXT } from './texts';
import { LoadFailed } from '../../components/load-failed';

interface InboxPanelProps {
  openId: number | null;
  meId: number;
  onOpen(id: number): void;
}

// The dialog (a member search and its inputs) loads when New chat is reached for.
const NewChatModal = lazyWithPreload(() => import('./new-chat-modal'));

/** The member's conversations, latest activity first, with a search and 'New chat'. */
export function InboxPanel({ openId, meId, onOpen }: InboxPanelProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const inbox = useQuery(inboxQuery(q));
  const [creating, setCreating] = useState(false);
  // Kept once opened, so it closes with its animation and opens again at once.
  const [askedForChat, setAskedForChat] = useState(false);
  const conversations = inbox.data?.content ?? [];

  return (
    <>
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {CONVERSATION_TEXT.title}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onPointerEnter={() => void NewChatModal.preload()}
          onFocus={() => void NewChatModal.preload()}
          onClick={() => {
            setAskedForChat(true);
            setCreating(true);
          }}
        >
          {CONVERSATION_TEXT.newChat}
        </Button>
      </Group>
      <TextInput
        type="search"
        aria-label={CONVERSATION_TEXT.search}
        placeholder={CONVERSATION_TEXT.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <div className={classes.scroll}>
        {inbox.isPending ? (
          <Stack gap="xs" p="sm" aria-busy>
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} height={48} radius="md" />
            ))}
          </Stack>
        ) : inbox.isError && !inbox.data ? (
          <LoadFailed
            title={CONVERSATION_TEXT.loadFailed}
            error={inbox.error}
            onRetry={() => void inbox.refetch()}
          />
        ) : conversations.length === 0 ? (
          <Text p="md" c="dimmed">
            {q ? CONVERSATION_TEXT.noMatch : CONVERSATION_TEXT.empty}
          </Text>
        ) : (
          <nav aria-label={CONVERSATION_TEXT.title}>
            <ul className={classes.rows}>
              {conversations.map((conversation) => (
                <li key={conversation.id}>
                  <InboxRow
                    conversation={conversation}
                    meId={meId}
                    open={conversation.id === openId}
                    onOpen={() => onOpen(conversation.id)}
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <SectionLinks to={['/chat']} label={CONVERSATION_SCREEN_TEXT.roomLink} />
      {askedForChat && (
        <Suspense fallback={null}>
          <NewChatModal
            opened={creating}
            onClose={() => setCreating(false)}
            onStarted={(conversation) => {
              setCreating(false);
              onOpen(conversation.id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function InboxRow({
  conversation,
  meId,
  open,
  onOpen,
}: {
  conversation: Conversation;
  meId: number;
  open: boolean;
  onOpen(): void;
}) {
  const last = conversation.lastMessage;
  const preview = last
    ? `${last.sender.id === meId ? `${CONVERSATION_TEXT.you}: ` : conversation.kind === 'group' ? `${last.sender.fullName}: ` : ''}${last.text}`
    : CONVERSATION_TEXT.noMessages;
  const unread = conversation.unreadCount;
  return (
    <UnstyledButton className={classes.rowButton} aria-current={open} onClick={onOpen}>
      <ConversationAvatar conversation={conversation} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={unread ? 700 : 600} truncate="end">
            {conversation.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {shortTime(conversation.updatedAt)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c={unread ? undefined : 'dimmed'} truncate="end">
            {preview}
          </Text>
          {unread > 0 && (
            <Badge size="sm" circle={unread < 10} style={{ flexShrink: 0 }}>
              <span aria-hidden>{unread}</span>
              <VisuallyHidden>{CONVERSATION_TEXT.unread(unread)}</VisuallyHidden>
            </Badge>
          )}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
