import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/money';
import { CHECKOUT_TEXT } from '../texts';

export interface Figures {
  lines: { productId: number; name: string; quantity: number; lineTotal: number }[];
  itemsTotal: number;
  discount: number;
  serviceCharge: number;
  deliveryCharge: number;
  total: number;
  currency: string;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** What an order costs, line by line, with its charges: a quote's or a placed order's. */
export function OrderFigures({ figures }: { figures: Figures }) {
  const money = (minor: number) => formatMoney(minor, figures.currency);
  return (
    <Stack gap={6} aria-label={CHECKOUT_TEXT.total} role="group">
      {figures.lines.map((line) => (
        <Row
          key={line.productId}
          label={`${line.name} × ${line.quantity}`}
          value={money(line.lineTotal)}
        />
      ))}
      <Divider my={4} />
      <Row label={CHECKOUT_TEXT.itemsTotal} value={money(figures.itemsTotal)} />
      {figures.discount > 0 && (
        <Text size="xs" c="teal" ta="right">
          {CHECKOUT_TEXT.discount}: −{money(figures.discount)}
        </Text>
      )}
      <Row label={CHECKOUT_TEXT.serviceCharge} value={money(figures.serviceCharge)} />
      <Row label={CHECKOUT_TEXT.deliveryCharge} value={money(figures.deliveryCharge)} />
      <Divider my={4} />
      <Row label={CHECKOUT_TEXT.total} value={money(figures.total)} strong />
    </Stack>
  );
}
