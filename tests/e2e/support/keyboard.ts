/**
 * Walking a screen by keyboard alone: Tab moves on in the page's reading order, and every stop
 * shows where the focus is.
 */
import { expect, type Locator, type Page } from '@playwright/test';

interface Stop {
  /** What the focused element is, for the failure message. */
  label: string;
  /** Whether it (or the visible part that stands for it) draws a focus ring. */
  ringed: boolean;
  /** Whether it comes after the previous stop in the page (false for the first stop). */
  backwards: boolean;
}

/** Where the focus is now; marks the element so the next stop can be compared with it. */
function focusStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const previous = document.querySelector('[data-keyboard-walk]');
    previous?.removeAttribute('data-keyboard-walk');
    active.setAttribute('data-keyboard-walk', '');
    const drawsRing = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A text field shows its focus by its border taking the theme's colour (and its caret).
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const textEntry =
      active instanceof HTMLTextAreaElement ||
      (active instanceof HTMLInputElement &&
        !['checkbox', 'radio', 'button', 'submit', 'file', 'range'].includes(active.type));
    const borderShows = textEntry && getComputedStyle(active).borderTopColor === primary;
    // A radio or a switch hides its input and rings the label or the track beside it.
    const labels = active instanceof HTMLInputElement ? Array.from(active.labels ?? []) : [];
    // A password field's input sits in the box that draws the ring.
    const box = textEntry ? active.parentElement : null;
    const ringed =
      borderShows || [active, box, active.nextElementSibling, ...labels].some(drawsRing);
    // A stop the page has since removed (a form's step that is gone) says nothing of order.
    const backwards =
      previous !== null &&
      previous.isConnected &&
      previous !== active &&
      (previous.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    const name =
      active.getAttribute('aria-label') ??
      (active instanceof HTMLInputElement
        ? (active.labels?.[0]?.textContent ?? active.name)
        : null) ??
      (active as HTMLElement).innerText?.trim().slice(0, 40) ??
      '';
    return { label: `${active.tagName.toLowerCase()} "${name}"`, ringed, backwards };
  });
}

/**
 * Presses Tab until `target` has the focus, and checks every stop on the way: a visible focus
 * ring, and never a jump back up the page.
 */
export async function tabTo(page: Page, target: Locator, { maxStops = 40 } = {}): Promise<void> {
  // The walk starts where the focus is now (the page may have moved it, e.g. to a mistake).
  if (await target.evaluate((element) => element === document.activeElement)) return;
  await focusStop(page);
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const now = await focusStop(page);
    if (!now) continue;
    expect(now.ringed, `no visible focus on ${now.label}`).toBe(true);
    expect(now.backwards, `Tab went back up the page to ${now.label}`).toBe(false);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${maxStops} presses of Tab did not reach ${target.toString()}`);
}
