import { List, Menu, Modal, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import {
  needsManualInstall,
  promptInstall,
  useCanPromptInstall,
} from '../../lib/pwa/install-prompt';

const iconProps = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

// The how-to outlives the menu item that opens it (the menu closes on click), so its open state
// lives here and the modal is rendered by the shell.
let howToOpened = false;
const listeners = new Set<() => void>();
function setHowTo(opened: boolean) {
  howToOpened = opened;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * 'Install app' in the user menu: the browser's own dialog where it offers one, the steps of
 * Safari's Share menu on iOS, nothing where the app is installed or cannot be.
 */
export function InstallAppItem() {
  const canPrompt = useCanPromptInstall();
  const [manual] = useState(needsManualInstall);
  if (!canPrompt && !manual) return null;
  return (
    <Menu.Item
      leftSection={<IconDeviceMobileDown {...iconProps} />}
      onClick={() => (canPrompt ? void promptInstall() : setHowTo(true))}
    >
      Install app
    </Menu.Item>
  );
}

export function InstallHowTo() {
  const opened = useSyncExternalStore(subscribe, () => howToOpened);
  return (
    <Modal opened={opened} onClose={() => setHowTo(false)} title="Install the club app" centered>
      <Text size="sm" mb="sm">
        On an iPhone or iPad, in Safari:
      </Text>
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>Tap the Share button (the square with an arrow).</List.Item>
        <List.Item>Choose Add to Home Screen.</List.Item>
        <List.Item>Tap Add: the app opens from its icon, also offline.</List.Item>
      </List>
    </Modal>
  );
}
