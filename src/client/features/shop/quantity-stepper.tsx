import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { capQuantity } from './cart/cart-quantity';
import { SHOP_TEXT } from './texts';

/**
 * A quantity from 1 to the stock: the buttons stop at the ends and whatever is typed is brought
 * back inside them, so no quantity past the stock is ever asked for.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label = SHOP_TEXT.quantity,
  disabled = false,
}: {
  value: number;
  /** The stock. */
  max: number;
  onChange: (quantity: number) => void;
  /** Read by screen readers; a line of the cart names its product. */
  label?: string;
  disabled?: boolean;
}) {
  const set = (wanted: number) => {
    const next = capQuantity(wanted, max);
    if (next !== value) onChange(next);
  };
  const off = disabled || max <= 0;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={SHOP_TEXT.decrease}
        disabled={off || value <= 1}
        onClick={() => set(value - 1)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <NumberInput
        aria-label={label}
        value={value}
        min={1}
        max={Math.max(max, 1)}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        disabled={off}
        w={64}
        styles={{ input: { textAlign: 'center' } }}
        onChange={(typed) => {
          if (typeof typed === 'number') set(typed);
        }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={SHOP_TEXT.increase}
        disabled={off || value >= max}
        onClick={() => set(value + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
