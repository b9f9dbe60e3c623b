import { Text, type TextProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDate } from '../lib/dates';
import { formatDataAge } from '../lib/pwa/data-age';

const REFRESH_MS = 30_000;

/** 'Saved 5 min ago' beside data that came from the offline cache; nothing for fresh data. */
export function DataAge({ at, ...props }: { at: Date | null } & TextProps) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!at) return;
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [at]);
  if (!at) return null;
  return (
    <Text size="xs" c="dimmed" title={formatDate(at, 'dateTime')} {...props}>
      {formatDataAge(at, now)}
    </Text>
  );
}
