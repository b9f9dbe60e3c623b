import { Badge } from '@mantine/core';
import { useChatState } from '../../lib/chat/hooks';
import { CHAT_SCREEN_TEXT } from './texts';

const COLOR = { connected: 'teal', connecting: 'yellow', offline: 'gray' } as const;

/** Whether what is on screen is live: said in words, not by colour alone. */
export function ConnectionBadge() {
  const { status, wasConnected } = useChatState();
  const label =
    status === 'connecting' && wasConnected
      ? CHAT_SCREEN_TEXT.status.reconnecting
      : CHAT_SCREEN_TEXT.status[status];
  return (
    <Badge
      role="status"
      aria-label={CHAT_SCREEN_TEXT.connectionStatus(label)}
      variant="dot"
      color={COLOR[status]}
      size="lg"
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
