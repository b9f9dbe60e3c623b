import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A number the form stores in another unit, or as null when empty. The field keeps what the
 * member is typing ("2." on the way to "2.5"), which the stored number cannot hold, and only
 * reports whole numbers out.
 */
export function NumberField({
  value,
  onValue,
  toShown = (stored) => stored,
  fromShown = (shown) => shown,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null | undefined;
  onValue: (value: number | null) => void;
  toShown?: (stored: number) => number;
  fromShown?: (shown: number) => number;
}) {
  const [shown, setShown] = useState<string | number>(() =>
    typeof value === 'number' ? toShown(value) : '',
  );
  return (
    <NumberInput
      {...props}
      value={shown}
      onChange={(next) => {
        setShown(next);
        if (typeof next === 'number') onValue(fromShown(next));
        else if (next.trim() === '') onValue(null);
      }}
    />
  );
}
