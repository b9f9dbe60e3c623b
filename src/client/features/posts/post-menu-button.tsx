import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { Ref } from 'react';
import { FEED_TEXT } from './texts';

/** The button that opens it, drawn before the menu's code is there. */
export function PostMenuButton({
  author,
  ...props
}: {
  /** Whose post it is: the feed shows many such buttons, each named for its post. */
  author: string;
  onClick?: () => void;
  onPointerEnter?: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={FEED_TEXT.postMenu(author)} {...props}>
      <IconDots size={18} />
    </ActionIcon>
  );
}
