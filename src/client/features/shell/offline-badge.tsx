import { Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { PhoneStrip } from '../../components/phone-strip';
import { useOnline } from '../../lib/pwa/connectivity';
import { SHELL_TEXT } from './texts';

/*
 * Says so while the device is offline: what the screens show may be saved data. Wider screens
 * get a badge in the bar; phones a strip under it, as their bar has no room left. Each is
 * display: none on the other kind of screen, so a screen reader hears 'Offline' once.
 */

export function OfflineBadge() {
  const online = useOnline();
  if (online) return null;
  return (
    <Badge
      visibleFrom="sm"
      role="status"
      title={SHELL_TEXT.offlineHint}
      color="orange"
      variant="light"
      size="lg"
      style={{ flexShrink: 0 }}
      leftSection={<IconWifiOff size={16} stroke={2} aria-hidden />}
    >
      {SHELL_TEXT.offline}
    </Badge>
  );
}

export function OfflineStrip() {
  const online = useOnline();
  if (online) return null;
  return (
    <PhoneStrip
      hiddenFrom="sm"
      label={SHELL_TEXT.offline}
      icon={<IconWifiOff size={16} stroke={2} aria-hidden />}
    >
      {SHELL_TEXT.offlineHint}
    </PhoneStrip>
  );
}
