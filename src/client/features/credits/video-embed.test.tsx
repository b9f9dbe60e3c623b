import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreditsScreen } from './credits-screen';
import { CREDITS_TEXT, VIDEO_EMBED_URL } from './texts';

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
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the title, four credits and the video heading', () => {
    renderCredits();
    expect(screen.getByRole('heading', { level: 1, name: 'Project Credits' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Watch This Video:' })).toBeVisible();
  });

  it('loads the frame only when the member plays the video, and only online', async () => {
    const user = userEvent.setup();
    renderCredits();
    expect(frame()).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(CREDITS_TEXT.playFrom)).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Play the video/ }));
    expect(frame()).toHaveAttribute('src', `${VIDEO_EMBED_URL}?autoplay=1`);
    expect(frame()?.tagName).toBe('IFRAME');

    setOnline(false);
    expect(frame()).toBeNull();
    expect(screen.getByText(CREDITS_TEXT.offline)).toBeVisible();

    setOnline(true);
    expect(frame()).toHaveAttribute('src', `${VIDEO_EMBED_URL}?autoplay=1`);
  });

  it('opened offline, offers no play button until back online', async () => {
    online = false;
    renderCredits();
    expect(screen.getByText(CREDITS_TEXT.offline)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Play the video/ })).toBeNull();

    setOnline(true);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Play the video/ }));
    expect(frame()).toHaveAttribute('src', `${VIDEO_EMBED_URL}?autoplay=1`);
  });
});
