import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreditsScreen } from './credits-screen';
import { CREDITS_TEXT, VIDEO_EMBED_URL } from './texts';

/** happy-dom lays nothing out: the test says when the frame's place scrolls into view. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollIntoView() {
    for (const observer of TestIntersectionObserver.instances) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

const frame = () => screen.queryByTitle(CREDITS_TEXT.videoTitle);

function renderCredits() {
  render(
    <MantineProvider>
      <CreditsScreen />
    </MantineProvider>,
  );
}

// The frame's address is checked, not fetched: no test reaches out to YouTube.
const happyDom = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } })
  .happyDOM;
if (happyDom) happyDom.settings.disableIframePageLoading = true;

describe('the credits page', () => {
  beforeEach(() => {
    online = true;
    TestIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the title, four credits and the video heading', () => {
    renderCredits();
    expect(screen.getByRole('heading', { level: 1, name: 'Project Credits' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Watch This Video:' })).toBeVisible();
  });

  it('loads the frame only once its place is in view, and only online', () => {
    renderCredits();
    expect(frame()).toBeNull();
    expect(screen.getByText(CREDITS_TEXT.waiting)).toBeVisible();

    act(() => TestIntersectionObserver.scrollIntoView());
    expect(frame()).toHaveAttribute('src', VIDEO_EMBED_URL);
    expect(frame()?.tagName).toBe('IFRAME');

    setOnline(false);
    expect(frame()).toBeNull();
    expect(screen.getByText(CREDITS_TEXT.offline)).toBeVisible();

    setOnline(true);
    expect(frame()).toHaveAttribute('src', VIDEO_EMBED_URL);
  });

  it('opened offline, shows the placeholder in view and the frame once back online', () => {
    online = false;
    renderCredits();
    act(() => TestIntersectionObserver.scrollIntoView());
    expect(frame()).toBeNull();
    expect(screen.getByText(CREDITS_TEXT.offline)).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();

    setOnline(true);
    expect(frame()).toHaveAttribute('src', VIDEO_EMBED_URL);
  });
});
