/**
 * A rating shown, not given: the stars, read out as "4 of 5". A read-only rating is a plain box
 * of star pictures, so it is named as one picture (a box may not carry a label on its own).
 */
import { Rating, type RatingProps } from '@mantine/core';
import { FIGURE_TEXT } from './figure-texts';

export function StarsShown({ value, size = 'sm' }: { value: number; size?: RatingProps['size'] }) {
  return (
    <Rating value={value} readOnly size={size} role="img" aria-label={FIGURE_TEXT.stars(value)} />
  );
}
