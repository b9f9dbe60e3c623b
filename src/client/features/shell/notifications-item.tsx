import { Badge, Group, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { PUSH_TEXT } from '../../../contract/push-texts';
import { usePushSwitch } from '../../lib/push/use-push-switch';
import { MENU_TEXT } from './menu-texts';

/**
 * 'Notifications' in the user menu, for signed-in members: this device's push opt-in, which a
 * screen reader announces as checked or not. The browser's permission prompt follows only a
 * click here, never a page load.
 */
export function NotificationsItem() {
  const { state, pending, toggle } = usePushSwitch();
  const unavailable = state === 'unsupported' || state === 'denied';
  return (
    <Menu.CheckboxItem
      checked={state === 'on'}
      onChange={() => void toggle()}
      // The switch is the feedback; closing the menu would hide it.
      closeMenuOnClick={false}
      disabled={unavailable || pending}
      // The badge says on or off; a check mark would push the bell out of line with the
      // other items' icons.
      styles={{ itemIndicator: { display: 'none' } }}
      // Says on or off to the eye; a screen reader hears the item's checked state. (A switch
      // here would be a control inside a control.)
      rightSection={
        <Badge size="xs" variant={state === 'on' ? 'filled' : 'outline'} aria-hidden>
          {state === 'on' ? MENU_TEXT.pushOn : MENU_TEXT.pushOff}
        </Badge>
      }
    >
      {/* A checkbox item has no left section: the bell sits where the other items' icons do. */}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconBell size={18} stroke={1.75} aria-hidden style={{ flexShrink: 0 }} />
        <div>
          {PUSH_TEXT.menuItem}
          {unavailable && (
            <Text size="xs" c="dimmed">
              {state === 'unsupported' ? PUSH_TEXT.unsupported : PUSH_TEXT.denied}
            </Text>
          )}
        </div>
      </Group>
    </Menu.CheckboxItem>
  );
}
