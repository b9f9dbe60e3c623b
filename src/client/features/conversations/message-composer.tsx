import { ActionIcon, Group, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT } from '../../../contract/conversations';
import { useSendMessage } from './api';

/** The message input: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const ready = text.trim().length > 0 && !send.isPending;

  function submit() {
    if (!ready) return;
    send.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: CONVERSATION_TEXT.sendFailed,
          message: error.message,
        }),
    });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          aria-label={CONVERSATION_TEXT.placeholder}
          placeholder={CONVERSATION_TEXT.placeholder}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CONVERSATION_LIMITS.textMaxLength}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          style={{ flex: 1 }}
        />
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          aria-label={CONVERSATION_TEXT.send}
          loading={send.isPending}
          disabled={!ready}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
