import { Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { PhoneStrip } from '../../components/phone-strip';
import { useOnline } from '../../lib/pwa/connectivity';

const LABEL = 'Offline';
const HINT = 'Offline: showing saved data';

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
      title={HINT}
      color="orange"
      variant="light"
      size="lg"
      style={{ flexShrink: 0 }}
      leftSection={<IconWifiOff size={16} stroke={2} aria-hidden />}
    >
      {LABEL}
    </Badge>
  );
}

export function OfflineStrip() {
  const online = useOnline();
  if (online) return null;
  return (
    <PhoneStrip
      hiddenFrom="sm"
      label={LABEL}
      icon={<IconWifiOff size={16} stroke={2} aria-hidden />}
    >
      {HINT}
    </PhoneStrip>
  );
}
