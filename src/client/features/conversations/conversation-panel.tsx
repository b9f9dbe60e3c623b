import { ActionIcon, Group, Menu, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconDotsVertical,
  IconDoorExit,
  IconPhoto,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Conversation } from '../../../contract/conversations';
import { CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import { CONVERSATION_SCREEN_TEXT } from './texts';
import { useEditRequest } from '../../lib/outbox/edit-request';
import { useOutboxEntries } from '../../lib/outbox/hooks';
import { useWideScreen } from '../../lib/use-wide-screen';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { conversationQuery } from './api';
import { conversationEchoes } from './conversation-echoes';
import { AddMembersModal, GroupPictureModal, LeaveGroupModal } from './group-modals';
import { ConversationAvatar } from './conversation-avatar';
import { MessageComposer } from './message-composer';
import { MessageHistory } from './message-history';
import type { ConversationSendPayload } from './outbox-send';
import type { WaitingConversationEntry } from './waiting-message';
import { LoadFailed } from '../../components/load-failed';

interface ConversationPanelProps {
  conversationId: number;
  meId: number;
  /** Back to the inbox (phones), or away after leaving. */
  onClose(): void;
}

/** The member's messages to this conversation still in the outbox and not yet in its history. */
function useWaitingMessages(conversationId: number): WaitingConversationEntry[] {
  const entries = useOutboxEntries<ConversationSendPayload>(OUTBOX_KINDS.conversationSend);
  const echoed = useSyncExternalStore(conversationEchoes.onChange, conversationEchoes.getEchoed);
  return entries.filter(
    (entry) => entry.payload.conversationId === conversationId && !echoed.has(entry.id),
  );
}

/** One conversation: who is in it, its history with the waiting messages, and the input. */
export default function ConversationPanel({
  conversationId,
  meId,
  onClose,
}: ConversationPanelProps) {
  const conversation = useQuery(conversationQuery(conversationId));
  const waiting = useWaitingMessages(conversationId);
  const [editing, setEditing] = useState<WaitingConversationEntry | null>(null);
  // `?conversation=<id>&edit=<entry>`: a queued message opened from another version of the app
  // ("Update the app"), in the input as its Edit would.
  useEditRequest<ConversationSendPayload>([OUTBOX_KINDS.conversationSend], (entry) => {
    if (entry.payload.conversationId !== conversationId) return false;
    setEditing(entry);
  });

  const back = (
    <ActionIcon
      variant="subtle"
      size="lg"
      hiddenFrom="sm"
      aria-label={CONVERSATION_TEXT.back}
      onClick={onClose}
    >
      <IconArrowLeft size={20} aria-hidden />
    </ActionIcon>
  );

  if (conversation.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={44} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  if (conversation.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        {back}
        <LoadFailed
          title={CONVERSATION_TEXT.loadFailed}
          error={conversation.error}
          onRetry={() => void conversation.refetch()}
        />
      </Stack>
    );
  }
  return (
    <>
      <ConversationHeader
        conversation={conversation.data}
        meId={meId}
        back={back}
        onLeft={onClose}
      />
      <MessageHistory
        conversation={conversation.data}
        meId={meId}
        waiting={waiting}
        onEdit={setEditing}
      />
      <MessageComposer
        conversationId={conversationId}
        editing={editing}
        onDone={() => setEditing(null)}
      />
    </>
  );
}

function ConversationHeader({
  conversation,
  meId,
  back,
  onLeft,
}: {
  conversation: Conversation;
  meId: number;
  back: ReactNode;
  onLeft(): void;
}) {
  const [dialog, setDialog] = useState<'add' | 'picture' | 'leave' | null>(null);
  // On a phone the conversation fills the screen in place of the inbox and its "Messages"
  // heading: its name is then the screen's one h1; beside the inbox, it comes under it.
  const alone = !useWideScreen();
  const group = conversation.kind === 'group';
  const other = conversation.members.find((m) => m.id !== meId);
  const subtitle = group
    ? `${CONVERSATION_TEXT.membersCount(conversation.members.length)}: ${conversation.members
        .map((m) => m.fullName)
        .join(', ')}`
    : other
      ? `@${other.username}`
      : '';

  return (
    <Group gap="sm" wrap="nowrap">
      {back}
      <ConversationAvatar conversation={conversation} size={40} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Title order={alone ? 1 : 2} size="h4" lineClamp={1}>
          {conversation.name}
        </Title>
        <Text size="xs" c="dimmed" truncate="end">
          {subtitle}
        </Text>
      </div>
      {group && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={CONVERSATION_SCREEN_TEXT.groupMenu(conversation.name)}
            >
              <IconDotsVertical size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setDialog('add')}
            >
              {CONVERSATION_TEXT.addMembers}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconPhoto size={16} aria-hidden />}
              onClick={() => setDialog('picture')}
            >
              {CONVERSATION_TEXT.groupPicture}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconDoorExit size={16} aria-hidden />}
              onClick={() => setDialog('leave')}
            >
              {CONVERSATION_TEXT.leave}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <AddMembersModal
        conversation={conversation}
        opened={dialog === 'add'}
        onClose={() => setDialog(null)}
      />
      <GroupPictureModal
        conversation={conversation}
        opened={dialog === 'picture'}
        onClose={() => setDialog(null)}
      />
      <LeaveGroupModal
        conversationId={conversation.id}
        opened={dialog === 'leave'}
        onClose={() => setDialog(null)}
        onLeft={onLeft}
      />
    </Group>
  );
}
