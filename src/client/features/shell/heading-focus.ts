/**
 * After a move to another screen (a link, a finished form, Back), the focus goes to the new
 * screen's h1, made focusable with tabindex=-1: a screen reader says where the member now is,
 * and the next Tab starts from the top of the new screen, not from the body or a link the old
 * screen took away. Not on the first load (the browser starts at the top of the page), nor
 * when the new screen has put the focus in a field of its own (sign-in, search). Loaded at the
 * first move to another screen (use-heading-focus.ts), not with the first screen.
 */

/** How long a screen may take to draw its heading (its data loading) before the move is let be. */
const HEADING_WAIT_MS = 5000;

/** The focus is on nothing, on the body, or outside the screen's content (the bar's links). */
function focusFreeFor(main: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || !main.contains(active);
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Puts the focus on the screen's h1 once it is drawn, unless something in the screen has it;
 * answers how to stop waiting (another move came first).
 */
export function focusNewScreen(box: HTMLElement): () => void {
  if (!focusFreeFor(box) || focusHeading(box)) return () => {};
  // The screen is still drawing (its data, or its code, on the way): its h1 comes later.
  const observer = new MutationObserver(() => {
    if (!focusFreeFor(box) || focusHeading(box)) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(box, { childList: true, subtree: true });
  return stop;
}
