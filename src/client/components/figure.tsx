/**
 * A dashboard's figure: a label, the value, and a hint under it (a seller's and the developers'
 * overviews draw them), and the month-on-month change such a hint often says.
 */
import { Card, Text } from '@mantine/core';
import { FIGURE_TEXT } from './figure-texts';

export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** This month beside the last, as a share; none when last month sold nothing (its card says so). */
export function change(thisMonth: number, lastMonth: number): string | undefined {
  if (lastMonth === 0) return undefined;
  const percent = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  return percent >= 0 ? FIGURE_TEXT.changeUp(percent) : FIGURE_TEXT.changeDown(percent);
}
