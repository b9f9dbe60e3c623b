import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { capQuantity } from './cart/cart-quantity';
import { SHOP_TEXT } from './texts';

/**
 * A quantity from 1 to the stock: the buttons stop at the ends and whatever is typed is brought
 * back inside them, so no quantity past the stock is ever asked for. The field is a text field
 * with the phone's number keys: Mantine's NumberInput and its formatting library would be
 * 9 KB more on the cart's first load, for whole numbers only.
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
  // The field emptied while typing a new quantity; the quantity itself stays until one is typed.
  const [emptied, setEmptied] = useState(false);
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
      <TextInput
        aria-label={label}
        value={emptied ? '' : String(value)}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        disabled={off}
        w={64}
        styles={{ input: { textAlign: 'center' } }}
        onChange={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '');
          setEmptied(digits === '');
          if (digits !== '') set(Number(digits));
        }}
        onBlur={() => setEmptied(false)}
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
