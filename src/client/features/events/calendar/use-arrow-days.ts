/**
 * Arrow keys over a calendar's day buttons, as in a date picker: left and right a day, up and
 * down a week (in the month grid), Home and End the week's first and last day. The day moved to
 * is chosen and takes the focus, and only that day is in the tab order, so Tab leaves the
 * calendar in one step instead of forty-two.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { addDays, mondayOf } from './calendar-dates';

function dayAfterKey(day: string, key: string, weeks: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return weeks ? addDays(day, -7) : null;
    case 'ArrowDown':
      return weeks ? addDays(day, 7) : null;
    case 'Home':
      return mondayOf(day);
    case 'End':
      return addDays(mondayOf(day), 6);
    default:
      return null;
  }
}

/**
 * `current` is the day in the tab order (the chosen one, or a sensible first); `onMove` is
 * told the day an arrow moved to. Returns the props each day's button spreads.
 */
export function useArrowDays(
  current: string,
  onMove: (day: string) => void,
  { weeks }: { weeks: boolean },
) {
  const buttons = useRef(new Map<string, HTMLElement>());
  const moved = useRef(false);
  useEffect(() => {
    // Only a move by key takes the focus: a tap or a link keeps it where the reader put it.
    if (!moved.current) return;
    moved.current = false;
    buttons.current.get(current)?.focus();
  }, [current]);
  // From the day the key was pressed on: a click may have put the focus on another day.
  const onKeyDown = (day: string) => (event: KeyboardEvent<HTMLElement>) => {
    const next = dayAfterKey(day, event.key, weeks);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onMove(next);
  };
  return (day: string) => ({
    ref: (element: HTMLElement | null) => {
      if (element) buttons.current.set(day, element);
      else buttons.current.delete(day);
    },
    tabIndex: day === current ? 0 : -1,
    onKeyDown: onKeyDown(day),
  });
}
