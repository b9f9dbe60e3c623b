import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { useState } from 'react';
import type { Conversation, ConversationMember } from '../../../contract/conversations';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import { useStartConversation } from './api';
import { MemberPicker } from './member-picker';

interface NewChatModalProps {
  opened: boolean;
  onClose(): void;
  onStarted(conversation: Conversation): void;
}

/** One member picked: their direct conversation (the existing one, if any); more: a group. */
export default function NewChatModal({ opened, onClose, onStarted }: NewChatModalProps) {
  const [selected, setSelected] = useState<ConversationMember[]>([]);
  const [name, setName] = useState('');
  const start = useStartConversation();
  const isGroup = selected.length > 1;
  const close = () => {
    setSelected([]);
    setName('');
    start.reset();
    onClose();
  };

  function submit() {
    const input = isGroup
      ? { kind: 'group' as const, name: name.trim(), memberIds: selected.map((m) => m.id) }
      : { kind: 'direct' as const, memberId: selected[0]!.id };
    start.mutate(input, {
      onSuccess: (conversation) => {
        setSelected([]);
        setName('');
        onStarted(conversation);
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={CONVERSATION_TEXT.newChat} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <MemberPicker selected={selected} onChange={setSelected} />
          {isGroup && (
            <TextInput
              label={CONVERSATION_TEXT.groupName}
              description={CONVERSATION_TEXT.groupNameHint}
              maxLength={CONVERSATION_LIMITS.groupNameMaxLength}
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          )}
          {start.isError && (
            <Alert color="red" role="alert" title={CONVERSATION_TEXT.actionFailed}>
              {start.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {CONVERSATION_TEXT.cancel}
            </Button>
            <Button
              type="submit"
              loading={start.isPending}
              disabled={selected.length === 0 || (isGroup && !name.trim())}
            >
              {CONVERSATION_TEXT.start}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
