import { Avatar, ThemeIcon } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { Conversation, ConversationMember } from '../../../contract/conversations';

/** A direct conversation shows the other member's picture (or initials); a group, an icon. */
export function ConversationAvatar({
  conversation,
  size = 44,
}: {
  conversation: Conversation;
  size?: number;
}) {
  if (conversation.kind === 'group') {
    return (
      <ThemeIcon size={size} radius="xl" variant="light" aria-hidden>
        <IconUsersGroup size={size * 0.55} />
      </ThemeIcon>
    );
  }
  return (
    <Avatar
      src={conversation.picture?.url ?? null}
      name={conversation.name}
      color="initials"
      size={size}
      radius="xl"
      alt=""
    />
  );
}

export function MemberAvatar({ member, size = 32 }: { member: ConversationMember; size?: number }) {
  return (
    <Avatar
      src={member.profilePicture?.url ?? null}
      name={member.fullName || member.username}
      color="initials"
      size={size}
      radius="xl"
      alt=""
    />
  );
}
