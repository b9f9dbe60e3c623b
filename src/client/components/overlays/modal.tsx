/**
 * Mantine's Modal, whose code (with the focus trap, portal and scroll lock it needs) loads the
 * first time it opens: a screen that may show a dialog does not make every visit wait for one.
 * Same props as Mantine's Modal; import it from here, not from @mantine/core.
 *
 * However it closes (Escape, its Close button, a click outside, the screen's own button), the
 * focus goes back to the control that opened it (WCAG 2.4.3). Mantine remembers that control
 * only when `opened` changes after its Modal has mounted; a dialog loaded late mounts already
 * open, so this wrapper remembers it itself, and puts the focus back where Mantine did not.
 */
import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { importWhenOnline } from '../../lib/load-late';

const MantineModal = lazy(() => importWhenOnline(() => import('./mantine-modal')));

/** The focus was lost with the dialog: on the page's body, or on nothing. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Puts the focus back on `control` once the dialog has left the page, if it left none. */
function giveFocusBack(control: HTMLElement) {
  // Called as the exit transition ends, or as the dialog unmounts: looked at once it has gone.
  window.setTimeout(() => {
    if (control.isConnected && focusLost()) control.focus({ preventScroll: true });
  });
}

export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = props.returnFocus !== false;
  // Runs before the dialog's focus trap moves the focus in (it waits for the chunk, or a frame).
  useLayoutEffect(() => {
    if (props.opened && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
  }, [props.opened]);
  // A screen that drops its dialog as it closes (`{open && <Dialog opened />}`) plays no exit
  // transition: the focus goes back as it unmounts.
  useEffect(
    () => () => {
      if (opener.current && returnFocus) giveFocusBack(opener.current);
    },
    [returnFocus],
  );
  const { onExitTransitionEnd } = props;
  const closed = () => {
    onExitTransitionEnd?.();
    const control = opener.current;
    opener.current = null;
    if (control && returnFocus) giveFocusBack(control);
  };
  // Once opened it stays mounted, so closing plays its exit transition.
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <MantineModal {...props} onExitTransitionEnd={closed} />
    </Suspense>
  );
}
