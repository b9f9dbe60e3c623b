/**
 * Mantine's Modal, whose code (with the focus trap, portal and scroll lock it needs) loads the
 * first time it opens: a screen that may show a dialog does not make every visit wait for one.
 * Same props as Mantine's Modal; import it from here, not from @mantine/core.
 */
import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { importWhenOnline } from '../../lib/load-late';

const MantineModal = lazy(() => importWhenOnline(() => import('./mantine-modal')));

export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  // Once opened it stays mounted, so closing plays its exit transition.
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <MantineModal {...props} />
    </Suspense>
  );
}
