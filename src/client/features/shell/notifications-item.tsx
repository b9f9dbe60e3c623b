import { Menu, Switch, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { PUSH_TEXT } from '../../../contract/push-texts';
import { usePushSwitch } from '../../lib/push/use-push-switch';

const iconProps = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

/**
 * 'Notifications' in the user menu, for signed-in members: this device's push opt-in. The
 * browser's permission prompt follows only a click here, never a page load.
 */
export function NotificationsItem() {
  const { state, pending, toggle } = usePushSwitch();
  const unavailable = state === 'unsupported' || state === 'denied';
  return (
    <Menu.Item
      // The switch is the feedback; closing the menu would hide it.
      closeMenuOnClick={false}
      disabled={unavailable || pending}
      leftSection={<IconBell {...iconProps} />}
      rightSection={
        <Switch size="xs" checked={state === 'on'} readOnly tabIndex={-1} aria-hidden />
      }
      onClick={toggle}
    >
      {PUSH_TEXT.menuItem}
      {unavailable && (
        <Text size="xs" c="dimmed">
          {state === 'unsupported' ? PUSH_TEXT.unsupported : PUSH_TEXT.denied}
        </Text>
      )}
    </Menu.Item>
  );
}
