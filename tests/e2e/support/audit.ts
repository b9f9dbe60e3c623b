/**
 * The accessibility audit: axe-core's WCAG 2.2 A and AA rules run on what the page shows now.
 * A screen, a dialog or an open menu is audited by one call, `audit.screen(path)`,
 * `audit.dialog(opener, label)` or `audit.check(label)`, in both colour schemes, and on a phone
 * also with the text at 200 %. Every violation is collected (a soft failure), so one run lists
 * all of them, each with the screen, the scheme and the elements at fault.
 */
import axeCore from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules the club's screens must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The audit runs once per CI build, in the SQLite browser run: what it checks does not depend
 * on the database. E2E_AUDIT=1 or 0 runs or skips it regardless.
 */
export const AUDIT_ENABLED = process.env.E2E_AUDIT
  ? process.env.E2E_AUDIT === '1'
  : !process.env.TEST_DATABASE_URL;

/** Up to this width the page has its phone layout, and the reflow check runs. */
const PHONE_MAX_WIDTH = 500;

/** Letters of the longest word a heading keeps on one line at 200 % text on a phone. */
const LONG_WORD = 16;

/** The 200 % text check runs with every audit; E2E_REFLOW=0 leaves it out. */
const REFLOW_ENABLED = process.env.E2E_REFLOW !== '0';

/**
 * axe-core's best practices that a screen reader's lists of headings, landmarks and table cells
 * rely on: one h1 on each screen, heading levels that go down one at a time, one banner (a
 * dialog's title bar is not a second), a name on every column header, a name only where a role
 * takes one. Run with the WCAG rules, in the first scheme.
 */
const STRUCTURE_RULES = [
  'page-has-heading-one',
  'heading-order',
  'landmark-no-duplicate-banner',
  'empty-table-header',
  'aria-allowed-role',
];

/** The rules a colour scheme can change; the second scheme's pass runs only these. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Scheme = 'light' | 'dark';
const OTHER_SCHEME: Record<Scheme, Scheme> = { light: 'dark', dark: 'light' };

type AxeRun = { type: 'tag' | 'rule'; values: string[] };

/**
 * axe-core run in the page: put there once per page load, and working out the violations only
 * (the elements that pass each rule are not listed one by one, which takes most of a run's time
 * on a long page). The package for Playwright put the engine in twice and opened a new blank
 * page for every check, about half of a check's time, to gather results from frames; the
 * club's screens have no frames of their own.
 */
async function axeViolations(page: Page, runOnly: AxeRun) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(
    (runOnly) => window.axe.run(document, { runOnly, resultTypes: ['violations'] }),
    runOnly,
  );
}

declare global {
  interface Window {
    axe: typeof axeCore;
  }
}

export class Audit {
  /** The scheme the page shows now: each check starts in it and leaves the other one on. */
  private scheme: Scheme = 'light';
  /** Motion is reduced once, for the whole walk, with the first check. */
  private motionStill = false;

  constructor(readonly page: Page) {}

  /**
   * Opens `path`, waits until it has drawn its data, and audits it. From a screen of the app
   * it moves there as a link does, in the page (the engine and the app stay loaded: a reload
   * for each screen was most of the audit's time): to another screen, or to another section of
   * a dashboard (`?tab=`). The first screen, and another address of the same screen, are loaded.
   */
  async screen(path: string): Promise<void> {
    const here = new URL(this.page.url());
    const there = new URL(path, here.protocol.startsWith('http') ? here : 'http://app.invalid');
    const tab = there.searchParams.get('tab');
    const moved = !here.protocol.startsWith('http')
      ? false
      : here.pathname !== there.pathname
        ? await this.moveTo(path, () => this.focusInNewScreen())
        : tab !== null && tab !== here.searchParams.get('tab')
          ? await this.moveTo(path, () => this.sectionShown(tab))
          : false;
    if (!moved) await this.page.goto(path);
    await this.settled();
    await this.check(path);
  }

  /** Moves to `path` in the page, as a link does; true once `arrived` says the page shows it. */
  private async moveTo(path: string, arrived: () => Promise<void>): Promise<boolean> {
    await this.page.evaluate((to) => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.history.pushState(null, '', to);
    }, path);
    return arrived().then(
      () => true,
      () => false,
    );
  }

  /**
   * Once the router has drawn a new screen, the app puts the focus in it: on its h1
   * (features/shell/use-heading-focus.ts) or on a form's first field.
   */
  private async focusInNewScreen(): Promise<void> {
    await this.page.waitForFunction(
      () => document.activeElement !== document.body && !!document.activeElement?.closest('main'),
      null,
      { polling: 'raf', timeout: 10_000 },
    );
  }

  /** A dashboard shows `tab`'s panel (components/sidebar-sections.tsx, Mantine's Tabs). */
  private async sectionShown(tab: string): Promise<void> {
    await this.page.waitForFunction(
      (wanted) => !!document.querySelector(`main [role="tabpanel"][id$="-panel-${wanted}"]`),
      tab,
      { polling: 'raf', timeout: 10_000 },
    );
  }

  /**
   * Audits the page as it is: every rule in the scheme it shows, then the colour rules in the
   * other one (the app follows the system's scheme until a member picks one). The page is left
   * in the second scheme and the next check starts there, so each check switches once. Every
   * rule runs once, and the colour rules, the only ones a scheme changes, in both schemes.
   * `label` names it in the report.
   */
  async check(label: string): Promise<void> {
    await this.stillColours();
    const first = this.scheme;
    const second = OTHER_SCHEME[first];
    if (!this.motionStill) {
      await this.page.emulateMedia({ colorScheme: first, reducedMotion: 'reduce' });
      this.motionStill = true;
    }
    await this.schemeApplied(first);
    await this.expectNoViolations({ type: 'tag', values: WCAG_TAGS }, `${label} (${first})`);
    await this.expectNoViolations({ type: 'rule', values: STRUCTURE_RULES }, label);
    await this.page.emulateMedia({ colorScheme: second });
    this.scheme = second;
    await this.schemeApplied(second);
    await this.expectNoViolations({ type: 'rule', values: COLOUR_RULES }, `${label} (${second})`);
    await this.expectReflow(label);
  }

  /**
   * Colours change at once when the scheme does: what is measured is where a fade would end,
   * without waiting a fade's time twice on every screen.
   */
  private async stillColours(): Promise<void> {
    await this.page.evaluate(() => {
      if (document.getElementById('audit-still-colours')) return;
      const style = document.createElement('style');
      style.id = 'audit-still-colours';
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    });
  }

  /**
   * Waits until the app has taken the system's scheme (Mantine sets it on the page from the
   * media query, a moment later) and the colours have finished changing: a control that fades
   * its colour (a segmented choice's labels take 200 ms) is otherwise measured halfway, at a
   * contrast no member sees for longer than the fade.
   */
  private async schemeApplied(scheme: Scheme): Promise<void> {
    // Checked every frame, not at expect()'s first retry 100 ms on: twice on every screen.
    await this.page.waitForFunction(
      (wanted) => document.documentElement.getAttribute('data-mantine-color-scheme') === wanted,
      scheme,
      { polling: 'raf', timeout: 5_000 },
    );
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }

  private async expectNoViolations(runOnly: AxeRun, label: string): Promise<void> {
    const { violations } = await axeViolations(this.page, runOnly);
    const found = violations.map((v) => ({
      rule: v.id,
      help: v.help,
      elements: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
    expect.soft(found, `axe violations on ${label}`).toEqual([]);
  }

  /**
   * With the system's text at 200 % (the root font size doubled) on a phone, nothing sticks
   * out past the screen's right edge, so nothing needs a sideways scroll or is cut off. A table,
   * a strip that scrolls sideways on purpose or a map may hold wider content. No heading breaks
   * a word of its across two lines ("Dashbo / ard"): its size leaves room for a word of up to
   * LONG_WORD letters (a longer one, a username or an address, may have to break).
   */
  private async expectReflow(label: string): Promise<void> {
    const width = this.page.viewportSize()?.width ?? 0;
    if (!REFLOW_ENABLED || width > PHONE_MAX_WIDTH) return;
    const measured = await this.page.evaluate(async (longWord) => {
      const root = document.documentElement;
      const before = root.style.fontSize;
      root.style.fontSize = '200%';
      const edge = root.clientWidth + 1;
      const scrollsSideways = (element: Element) => {
        for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
          if (at.tagName === 'TABLE') return true;
          // A map pans on purpose: its tiles lie past its edges, clipped.
          if (at.classList.contains('leaflet-container')) return true;
          const { overflowX } = getComputedStyle(at);
          if (overflowX === 'auto' || overflowX === 'scroll') return true;
        }
        return false;
      };
      const measure = () =>
        Array.from(document.body.querySelectorAll('*'))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0 || box.right <= edge) return false;
            const style = getComputedStyle(element);
            if (style.visibility === 'hidden' || style.position === 'fixed') return false;
            return !scrollsSideways(element);
          })
          .map((element) => {
            const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
            const box = element.getBoundingClientRect();
            return `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${name.slice(0, 30)}" ends at ${Math.round(box.right)} px`;
          })
          .slice(0, 5);
      // An open menu or popover places itself again once it has grown, some frames later (more
      // on a busy machine): measured every 100 ms until nothing sticks out, or the same things
      // have stayed out for half a second (at most 3 s).
      let out: string[] = [];
      let same = 0;
      for (let tries = 0; tries < 30 && same < 5; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = measure();
        if (now.length === 0) {
          out = now;
          break;
        }
        same = now.join() === out.join() ? same + 1 : 0;
        out = now;
      }
      // A word of a heading laid out on two lines.
      const broken: string[] = [];
      for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const parts = [...range.getClientRects()].filter((part) => part.width > 0);
            if (parts.length > 1 && word[0].length <= longWord)
              broken.push(`${heading.tagName.toLowerCase()} "${word[0]}"`);
          }
        }
      }
      root.style.fontSize = before;
      return { out, broken };
    }, LONG_WORD);
    expect.soft(measured.out, `past the right edge at 200 % text on ${label}`).toEqual([]);
    expect.soft(measured.broken, `headings' words broken at 200 % text on ${label}`).toEqual([]);
  }

  /**
   * Opens a dialog with the button named `opener` (the first such), audits it, closes it with
   * Escape, and expects the focus back on that button (WCAG 2.4.3), not on the page's body.
   */
  async dialog(opener: string | RegExp, label: string): Promise<void> {
    const button = this.page.getByRole('button', { name: opener }).first();
    await button.click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await this.settled();
    await this.check(label);
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.soft(button, `the focus back on the opener of ${label}`).toBeFocused();
  }

  /**
   * A screen has settled when its loading shapes, spinners and busy regions are gone. A part
   * that loads as it comes near the screen (a ride's chat, lib/use-near-view.ts) is scrolled to,
   * as a reader would, so it is drawn and audited too.
   */
  async settled(): Promise<void> {
    await expect(this.page.locator('main')).toBeVisible();
    const loading = this.page.locator(
      '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible]',
    );
    await expect(async () => {
      if ((await loading.count()) > 0) {
        await loading
          .first()
          .scrollIntoViewIfNeeded({ timeout: 1_000 })
          .catch(() => undefined);
      }
      await expect(loading).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
}
