/**
 * The library picker of the post, ride and product forms: pictures of the member's library in
 * pages, searched by name, chosen up to the form's limit across pages, and handed over on
 * "Use". Library pages are put in the Query cache as the server would answer them; with no
 * server here, anything else fails as it does offline. The browser test covers the real thing.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../contract/paging';
import type { StorageItem } from '../../../contract/storage';
import { STORAGE_LIMITS, STORAGE_TEXT } from '../../../contract/storage-constants';
import { ApiError } from '../../lib/api-client';
import { testQueryClient } from '../../testing/render-auth';
import { storageKeys } from './api';
import { LibraryPickButton } from './library-pick-button';

const picture = (id: number, name: string): StorageItem => ({
  id,
  name,
  description: '',
  kind: 'image',
  contentType: 'image/webp',
  size: 1000,
  url: `/api/media/00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  sizes: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});

const pageOf = (content: StorageItem[], number: number, total: number): Page<StorageItem> => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / STORAGE_LIMITS.pageSize),
  number,
  size: STORAGE_LIMITS.pageSize,
  first: number === 0,
  last: (number + 1) * STORAGE_LIMITS.pageSize >= total,
});

const firstPage = Array.from({ length: STORAGE_LIMITS.pageSize }, (_, index) =>
  picture(index + 1, `Ride ${index + 1}`),
);
const lake = picture(100, 'Lake at dawn');

function renderButton(
  max: number,
  onPick: (items: StorageItem[]) => Promise<void>,
  cached: boolean = true,
) {
  const queryClient = testQueryClient();
  if (cached) {
    const total = STORAGE_LIMITS.pageSize + 1;
    queryClient.setQueryData(storageKeys.page('', 0, 'image'), pageOf(firstPage, 0, total));
    queryClient.setQueryData(storageKeys.page('', 1, 'image'), pageOf([lake], 1, total));
    queryClient.setQueryData(storageKeys.page('lake', 0, 'image'), pageOf([lake], 0, 1));
  }
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <LibraryPickButton max={max} onPick={onPick} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

const open = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: STORAGE_TEXT.fromLibrary }));
const tile = (name: string) => screen.findByRole('button', { name: STORAGE_TEXT.select(name) });

let online = true;
beforeEach(() => {
  online = true;
  // A call that failed in an earlier test left the app offline; the browser's 'online' resets it.
  window.dispatchEvent(new Event('online'));
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LibraryPickButton', () => {
  it('chooses pictures across pages up to the limit and hands them over', async () => {
    const onPick = vi.fn(async () => {});
    const user = renderButton(2, onPick);
    await open(user);
    const dialog = await screen.findByRole('dialog', { name: STORAGE_TEXT.pickerTitle });
    expect(within(dialog).getByText(STORAGE_TEXT.pickLimit(2))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: STORAGE_TEXT.choose(0) })).toBeDisabled();

    await user.click(await tile('Ride 1'));
    await user.click(await tile('Ride 2'));
    // A third is one more than the form takes.
    await user.click(await tile('Ride 3'));
    expect(await tile('Ride 3')).toHaveAttribute('aria-pressed', 'false');
    // Letting one go makes room for a picture on the next page.
    await user.click(await tile('Ride 2'));
    await user.click(within(dialog).getByRole('button', { name: '2' }));
    await user.click(await tile('Lake at dawn'));
    await user.click(within(dialog).getByRole('button', { name: STORAGE_TEXT.choose(2) }));

    expect(onPick).toHaveBeenCalledWith([firstPage[0], lake]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches by name, and with one place left a new choice replaces the last', async () => {
    const onPick = vi.fn(async () => {});
    const user = renderButton(1, onPick);
    await open(user);
    await user.click(await tile('Ride 4'));
    await user.click(await tile('Ride 5'));
    expect(await tile('Ride 4')).toHaveAttribute('aria-pressed', 'false');
    await user.type(screen.getByRole('searchbox', { name: STORAGE_TEXT.search }), 'lake');
    await user.click(await tile('Lake at dawn'));
    expect(screen.queryByRole('button', { name: STORAGE_TEXT.select('Ride 1') })).toBeNull();
    await user.click(screen.getByRole('button', { name: STORAGE_TEXT.choose(1) }));
    expect(onPick).toHaveBeenCalledWith([lake]);
  });

  it("keeps the picker open with the server's reason when a choice is refused", async () => {
    const onPick = vi.fn(async () => {
      throw new ApiError(403, STORAGE_TEXT.notYourFile);
    });
    const user = renderButton(1, onPick);
    await open(user);
    await user.click(await tile('Ride 1'));
    await user.click(screen.getByRole('button', { name: STORAGE_TEXT.choose(1) }));
    // With no server here the picker may also say it is offline: the reason is an alert of its own.
    const reason = await screen.findByText(STORAGE_TEXT.notYourFile);
    expect(reason.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offline, shows the pictures saved on this device and says a choice needs a connection', async () => {
    online = false;
    const onPick = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = renderButton(3, onPick);
    await open(user);
    expect(await screen.findByText(STORAGE_TEXT.offline)).toBeInTheDocument();
    await user.click(await tile('Ride 1'));
    await user.click(screen.getByRole('button', { name: STORAGE_TEXT.choose(1) }));
    expect(await screen.findByText(STORAGE_TEXT.needsConnection)).toBeInTheDocument();
  });

  it('offline with nothing saved, says so', async () => {
    online = false;
    const user = renderButton(3, async () => {}, false);
    await open(user);
    expect(await screen.findByText(STORAGE_TEXT.offlineEmpty)).toBeInTheDocument();
  });

  it('is disabled when the form is full', () => {
    renderButton(0, async () => {});
    expect(screen.getByRole('button', { name: STORAGE_TEXT.fromLibrary })).toBeDisabled();
  });
});
