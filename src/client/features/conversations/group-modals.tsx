import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  CONVERSATION_TEXT,
  type Conversation,
  type ConversationMember,
} from '../../../contract/conversations';
import { useAddMembers, useLeaveConversation } from './api';
import { MemberPicker } from './member-picker';

export function AddMembersModal({
  conversation,
  opened,
  onClose,
}: {
  conversation: Conversation;
  opened: boolean;
  onClose(): void;
}) {
  const [selected, setSelected] = useState<ConversationMember[]>([]);
  const add = useAddMembers(conversation.id);
  const close = () => {
    setSelected([]);
    add.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={CONVERSATION_TEXT.addMembers}>
      <Stack gap="md">
        <MemberPicker
          selected={selected}
          onChange={setSelected}
          excludeIds={conversation.members.map((m) => m.id)}
        />
        {add.isError && (
          <Alert color="red" role="alert" title={CONVERSATION_TEXT.actionFailed}>
            {add.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {CONVERSATION_TEXT.cancel}
          </Button>
          <Button
            loading={add.isPending}
            disabled={selected.length === 0}
            onClick={() =>
              add.mutate(
                selected.map((m) => m.id),
                { onSuccess: close },
              )
            }
          >
            {CONVERSATION_TEXT.add}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function LeaveGroupModal({
  conversationId,
  opened,
  onClose,
  onLeft,
}: {
  conversationId: number;
  opened: boolean;
  onClose(): void;
  onLeft(): void;
}) {
  const leave = useLeaveConversation(conversationId);
  return (
    <Modal opened={opened} onClose={onClose} title={CONVERSATION_TEXT.leave}>
      <Stack gap="md">
        <Text>{CONVERSATION_TEXT.confirmLeave}</Text>
        {leave.isError && (
          <Alert color="red" role="alert" title={CONVERSATION_TEXT.actionFailed}>
            {leave.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {CONVERSATION_TEXT.cancel}
          </Button>
          <Button
            color="red"
            loading={leave.isPending}
            onClick={() => leave.mutate(undefined, { onSuccess: onLeft })}
          >
            {CONVERSATION_TEXT.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
