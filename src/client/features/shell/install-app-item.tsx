import { Menu } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useState } from 'react';
import {
  needsManualInstall,
  promptInstall,
  useCanPromptInstall,
} from '../../lib/pwa/install-prompt';
import { setInstallHowToOpened } from './install-how-to-slot';
import { MENU_TEXT } from './menu-texts';

const iconProps = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

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
      onClick={() => (canPrompt ? void promptInstall() : setInstallHowToOpened(true))}
    >
      {MENU_TEXT.installApp}
    </Menu.Item>
  );
}
