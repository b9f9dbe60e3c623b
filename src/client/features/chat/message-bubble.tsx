import { Avatar, Box, Group, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { ChatSender } from '../../../contract/chat';
import { DEFAULT_AVATAR_URL } from '../../../contract/constants';
import classes from './chat-screen.module.css';
import { formatSentAt } from './message-time';
import { CHAT_SCREEN_TEXT } from './texts';

interface MessageBubbleProps {
  sender: Pick<ChatSender, 'fullName' | 'profilePicture'>;
  text: string;
  /** ISO time; none while the message waits in the outbox. */
  sentAt?: string;
  own: boolean;
  /** Under the text: 'waiting', or the refusal with its actions. */
  footer?: ReactNode;
  pending?: boolean;
}

/**
 * One message: the member's own on the right in the club's colour, others on the left. Drawn
 * again only when it changes, not with every message, connection or typing change of the room.
 */
export const MessageBubble = memo(function MessageBubble({
  sender,
  text,
  sentAt,
  own,
  footer,
  pending,
}: MessageBubbleProps) {
  return (
    <Group
      component="li"
      className={classes.row}
      mod={{ own }}
      gap="xs"
      align="flex-end"
      wrap="nowrap"
    >
      {!own && (
        <Avatar
          src={sender.profilePicture?.url || DEFAULT_AVATAR_URL}
          alt=""
          size={32}
          radius="xl"
        />
      )}
      <Stack gap={2} className={classes.column}>
        <Text size="xs" c="dimmed" className={classes.meta}>
          <Text span fw={600} inherit>
            {own ? CHAT_SCREEN_TEXT.you : sender.fullName}
          </Text>
          {sentAt && (
            <>
              {' · '}
              <time dateTime={sentAt}>{formatSentAt(sentAt)}</time>
            </>
          )}
        </Text>
        <Box className={classes.bubble} mod={{ own, pending }}>
          {text}
        </Box>
        {footer}
      </Stack>
    </Group>
  );
});
