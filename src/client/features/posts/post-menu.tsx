import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { PostMenuButton } from './post-menu-button';
import { FEED_TEXT } from './texts';

export interface PostMenuProps {
  /** Whose post it is, for the button's name. */
  author: string;
  onEdit?: () => void;
  onDelete?: () => void;
  onReport?: () => void;
}

/**
 * A post's menu: edit, delete or report, as the reader may. Its code (the menu and its positioning
 * library) loads with the first tap on a post's button (post-card.tsx), so it opens at once.
 */
export default function PostMenu({ author, onEdit, onDelete, onReport }: PostMenuProps) {
  // It opens in place of the button that asked for it, which took the focus away with it: on
  // closing, the focus comes back to this button instead of the top of the page.
  const target = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened onClose={() => target.current?.focus()}>
      <Menu.Target>
        <PostMenuButton ref={target} author={author} />
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit && (
          <Menu.Item
            onClick={() => {
              // The edit dialog gives the focus back to what had it: this menu's button.
              target.current?.focus();
              onEdit();
            }}
          >
            {FEED_TEXT.edit}
          </Menu.Item>
        )}
        {onDelete && (
          <Menu.Item color="red" onClick={onDelete}>
            {FEED_TEXT.delete}
          </Menu.Item>
        )}
        {onReport && <Menu.Item onClick={onReport}>{FEED_TEXT.report}</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}
