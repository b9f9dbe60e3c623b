import { Menu } from '@mantine/core';
import { PostMenuButton } from './post-menu-button';
import { FEED_TEXT } from './texts';

export interface PostMenuProps {
  onEdit?: () => void;
  onDelete?: () => void;
  onReport?: () => void;
}

/**
 * A post's menu: edit, delete or report, as the reader may. Its code (the menu and its positioning
 * library) loads with the first tap on a post's button (post-card.tsx), so it opens at once.
 */
export default function PostMenu({ onEdit, onDelete, onReport }: PostMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <PostMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit && <Menu.Item onClick={onEdit}>{FEED_TEXT.edit}</Menu.Item>}
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
