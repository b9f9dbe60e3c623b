import { Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STORAGE_TEXT } from '../../../contract/storage-constants';
import { formatBytes } from '../../../contract/tempfiles-constants';
import { usageQuery } from './api';

/** How much of the member's quota the library uses; red past nine tenths. */
export function UsageBar() {
  const { data } = useQuery(usageQuery);
  if (!data) return <Progress value={0} size="lg" aria-label={STORAGE_TEXT.usageLabel} />;
  const share = data.quota > 0 ? Math.min(100, (data.used / data.quota) * 100) : 100;
  return (
    <Stack gap={4}>
      <Progress
        value={share}
        size="lg"
        color={share > 90 ? 'red' : undefined}
        aria-label={STORAGE_TEXT.usageLabel}
      />
      <Text size="sm" c="dimmed">
        {STORAGE_TEXT.usage(formatBytes(data.used), formatBytes(data.quota))}
      </Text>
    </Stack>
  );
}
