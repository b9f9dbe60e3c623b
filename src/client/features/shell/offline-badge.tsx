import { Badge, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
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
    <Group
      hiddenFrom="sm"
      role="status"
      aria-label={LABEL}
      gap={6}
      justify="center"
      py={4}
      px="md"
      bg="var(--mantine-color-orange-light)"
      c="var(--mantine-color-orange-light-color)"
    >
      <IconWifiOff size={16} stroke={2} aria-hidden />
      <Text size="sm" fw={600} inherit>
        {HINT}
      </Text>
    </Group>
  );
}
