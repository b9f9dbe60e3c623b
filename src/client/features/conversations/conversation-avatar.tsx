import { Avatar, ThemeIcon } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { Conversation, ConversationMember } from '../../../contract/conversations';
import { pictureSrcSet } from '../../../contract/picture-src-set';

/**
 * A conversation's picture: a group's own or a direct conversation's other member's. Without
 * one, a group shows an icon and a direct conversation the other member's initials.
 */
export function ConversationAvatar({
  conversation,
  size = 44,
  alt = '',
}: {
  conversation: Conversation;
  size?: number;
  /** Empty where the conversation's name is shown beside it. */
  alt?: string;
}) {
  const { picture } = conversation;
  if (conversation.kind === 'group' && !picture) {
    return (
      <ThemeIcon size={size} radius="50%" variant="light" aria-hidden>
        <IconUsersGroup size={size * 0.55} />
      </ThemeIcon>
    );
  }
  return (
    <Avatar
      src={picture?.url ?? null}
      imageProps={picture ? { srcSet: pictureSrcSet(picture), sizes: `${size}px` } : undefined}
      name={conversation.name}
      color="initials"
      size={size}
      radius="50%"
      alt={alt}
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
