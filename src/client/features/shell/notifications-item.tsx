import { Badge, Menu, Text } from '@mantine/core';
import { PUSH_TEXT } from '../../../contract/push-texts';
import { usePushSwitch } from '../../lib/push/use-push-switch';

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
      checkIcon={null}
      // Says on or off to the eye; a screen reader hears the item's checked state. (A switch
      // here would be a control inside a control.)
      rightSection={
        <Badge size="xs" variant={state === 'on' ? 'filled' : 'outline'} aria-hidden>
          {state === 'on' ? 'On' : 'Off'}
        </Badge>
      }
    >
      {PUSH_TEXT.menuItem}
      {unavailable && (
        <Text size="xs" c="dimmed">
          {state === 'unsupported' ? PUSH_TEXT.unsupported : PUSH_TEXT.denied}
        </Text>
      )}
    </Menu.CheckboxItem>
  );
}
