/**
 * The member picker both conversation dialogs use (New chat, Add members): a search lists
 * members to tick, ticked ones show as removable pills, members already in are left out.
 * Search replies are put in the Query cache as the server would answer them; the browser tests
 * cover the real search.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationMember, People } from '../../../contract/conversations';
import { CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import { testQueryClient } from '../../testing/render-auth';
import { conversationKeys } from './api';
import { MemberPicker } from './member-picker';

const member = (id: number, username: string, fullName: string): ConversationMember => ({
  id,
  username,
  fullName,
  profilePicture: null,
});
const ana = member(1, 'ana_r', 'Ana Rider');
const ben = member(2, 'ben_r', 'Ben Rider');
const cal = member(3, 'cal_r', 'Cal Rider');

/** The picker with the selection a dialog keeps, shown as the dialog would read it. */
function Harness({ excludeIds }: { excludeIds?: number[] }) {
  const [selected, setSelected] = useState<ConversationMember[]>([]);
  return (
    <>
      <MemberPicker selected={selected} onChange={setSelected} excludeIds={excludeIds} />
      <output aria-label="Chosen">{selected.map((m) => m.username).join(',')}</output>
    </>
  );
}

function renderPicker(found: Record<string, ConversationMember[]>, excludeIds?: number[]) {
  const queryClient = testQueryClient();
  for (const [q, content] of Object.entries(found)) {
    queryClient.setQueryData<People>(conversationKeys.people(q), { content });
  }
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Harness excludeIds={excludeIds} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  // No server here: anything not in the cache would fail as it does offline.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('MemberPicker', () => {
  it('ticks found members, shows them as pills and removes them again', async () => {
    const user = renderPicker({ rider: [ana, ben] });
    await user.type(screen.getByLabelText(CONVERSATION_TEXT.searchPeople), 'rider');

    const anaBox = await screen.findByRole('checkbox', { name: 'Ana Rider (ana_r)' });
    await user.click(anaBox);
    await user.click(screen.getByRole('checkbox', { name: 'Ben Rider (ben_r)' }));
    expect(anaBox).toBeChecked();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('ana_r,ben_r');
    const pills = screen.getByLabelText(CONVERSATION_TEXT.peopleLabel);
    expect(within(pills).getByText('Ana Rider')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Ana Rider' }));
    expect(anaBox).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent(/^ben_r$/);
    // Ticking again unticks: the same member is never chosen twice.
    await user.click(screen.getByRole('checkbox', { name: 'Ben Rider (ben_r)' }));
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent(/^$/);
  });

  it('leaves out members already in, and says when nobody is found', async () => {
    const user = renderPicker({ rider: [ana, ben, cal], nobody: [] }, [ben.id]);
    const search = screen.getByLabelText(CONVERSATION_TEXT.searchPeople);
    await user.type(search, 'rider');
    expect(await screen.findByRole('checkbox', { name: 'Cal Rider (cal_r)' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Ben Rider (ben_r)' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText(CONVERSATION_TEXT.noPeople)).toBeVisible();
  });
});
