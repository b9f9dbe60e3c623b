import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countQueuedWrite, rememberWaiting } from '../../lib/outbox/waiting';
import { renderAuth } from '../../testing/render-auth';
import { OutboxStrip } from './outbox-badge';

const WAITING = '1 item waiting to send';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The strip on a drawn screen (it draws nothing while nothing waits). */
async function renderStrip() {
  renderAuth(
    <>
      <p>Screen</p>
      <OutboxStrip />
    </>,
  );
  await screen.findByText('Screen');
}

// A phone: the strip is the phone's (wider screens show a badge in the bar).
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the phone's waiting-to-send strip", () => {
  it('stays away for a write that leaves at once, as a post sent online does', async () => {
    await renderStrip();
    act(() => countQueuedWrite(null));
    await pause(300);
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    act(() => rememberWaiting(new Map()));
    await pause(1_800);
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  });

  it('shows a write that keeps waiting, and goes as soon as it is sent', async () => {
    await renderStrip();
    act(() => countQueuedWrite(null));
    await pause(500);
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    expect(await screen.findByText(WAITING, {}, { timeout: 3_000 })).toBeInTheDocument();
    act(() => rememberWaiting(new Map()));
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  });

  it('shows at once what was waiting when the app started', async () => {
    countQueuedWrite(null);
    renderAuth(<OutboxStrip />);
    expect(await screen.findByText(WAITING, {}, { timeout: 1_000 })).toBeInTheDocument();
  });

  it('shows at once, apart, the writes that wait for the member', async () => {
    await renderStrip();
    act(() => countQueuedWrite(null));
    act(() => countQueuedWrite(null));
    // The drain parked one (refused) and the other waits for signal.
    act(() => rememberWaiting(new Map([[null, { entries: 2, parked: 1 }]])));
    const strip = await screen.findByRole('status', {
      name: '1 item waiting to send, 1 item needs you',
    });
    expect(strip).toHaveTextContent('1 item waiting to send, 1 item needs you');
    act(() => rememberWaiting(new Map([[null, { entries: 1, parked: 1 }]])));
    expect(screen.getByRole('status', { name: '1 item needs you' })).toBeInTheDocument();
  });
});
