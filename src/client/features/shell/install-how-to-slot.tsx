import { lazy, Suspense, useSyncExternalStore } from 'react';
import { importWhenOnline } from '../../lib/load-late';

// The how-to outlives the menu item that opens it (the menu closes on click), so its state
// lives here and the shell renders the slot.
let howTo: 'never-asked' | 'open' | 'closed' = 'never-asked';
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setInstallHowToOpened(opened: boolean) {
  howTo = opened ? 'open' : 'closed';
  listeners.forEach((listener) => listener());
}

const InstallHowTo = lazy(() => importWhenOnline(() => import('./install-how-to')));

/** Where the install how-to opens; its code loads only once someone asks for it. */
export function InstallHowToSlot() {
  const state = useSyncExternalStore(subscribe, () => howTo);
  // Once loaded it stays mounted, so closing plays the modal's exit transition.
  if (state === 'never-asked') return null;
  return (
    <Suspense fallback={null}>
      <InstallHowTo opened={state === 'open'} onClose={() => setInstallHowToOpened(false)} />
    </Suspense>
  );
}
