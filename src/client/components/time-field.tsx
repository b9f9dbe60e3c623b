/**
 * A time of day, typed or picked: the browser's own time field (its keyboard entry and, on a
 * phone, its wheel), with a picker button named for this field ("Show time picker for the start
 * of quiet hours") in place of the browser's, which has the same name on every field.
 */
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { useRef, type Ref } from 'react';
import classes from './time-field.module.css';

export function TimeField({
  pickerLabel,
  ref,
  ...props
}: Omit<TextInputProps, 'type' | 'rightSection'> & {
  /** The picker button's name, saying which time it picks. */
  pickerLabel: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(ref, input);
  return (
    <TextInput
      {...props}
      ref={merged}
      type="time"
      classNames={{ input: classes.input }}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={pickerLabel}
          disabled={props.disabled}
          onClick={() => input.current?.showPicker?.()}
        >
          <IconClock size={18} aria-hidden />
        </ActionIcon>
      }
    />
  );
}
