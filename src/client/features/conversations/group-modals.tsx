import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { IconPhotoEdit } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { Conversation, ConversationMember } from '../../../contract/conversations';
import { CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import { useAddMembers, useChangeGroupPicture, useLeaveConversation } from './api';
import { ConversationAvatar } from './conversation-avatar';
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

/** The group's picture as the members see it, and a new one uploaded with its progress. */
export function GroupPictureModal({
  conversation,
  opened,
  onClose,
}: {
  conversation: Conversation;
  opened: boolean;
  onClose(): void;
}) {
  const change = useChangeGroupPicture(conversation.id);
  // 0..1 while a file goes up, null otherwise.
  const [progress, setProgress] = useState<number | null>(null);
  // Cleared after each try, so the same file can be picked again after a failure.
  const resetFile = useRef<() => void>(null);
  const close = () => {
    change.reset();
    onClose();
  };
  const upload = (file: File | null) => {
    if (!file) return;
    setProgress(0);
    change.mutate(
      { file, onProgress: setProgress },
      {
        onSettled: () => {
          setProgress(null);
          resetFile.current?.();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={CONVERSATION_TEXT.groupPicture}>
      <Stack gap="md" align="center">
        <ConversationAvatar
          conversation={conversation}
          size={160}
          alt={`${CONVERSATION_TEXT.groupPicture}: ${conversation.name}`}
        />
        {progress !== null && (
          <Progress
            w="100%"
            value={progress * 100}
            size="sm"
            aria-label={CONVERSATION_TEXT.uploadingPicture}
          />
        )}
        {change.isError && (
          <Alert w="100%" color="red" role="alert" title={CONVERSATION_TEXT.pictureFailed}>
            {change.error.message}
          </Alert>
        )}
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={close}>
            {CONVERSATION_TEXT.close}
          </Button>
          <FileButton
            onChange={upload}
            accept="image/*"
            disabled={change.isPending}
            resetRef={resetFile}
          >
            {(props) => (
              <Button
                {...props}
                loading={change.isPending}
                leftSection={<IconPhotoEdit size={16} aria-hidden />}
              >
                {CONVERSATION_TEXT.changePicture}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Modal>
  );
}
