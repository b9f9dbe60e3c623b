import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearUserData } from '../pwa/clear-user-data';
import { holdDraftsDb, inDraftsDb } from '../../testing/drafts-db';
import { useDraftForm } from './use-draft-form';
import { tokenOf } from '../../testing/session-token';

interface Report {
  title: string;
  area?: string;
}

/**
 * A form of a newer version of the app: its opening values do not name the field it added
 * ("Where in the app?"), which takes its first value from the page as it is drawn.
 */
function NewerForm() {
  const { form } = useDraftForm<Report>({ form: 'bug' }, { title: '' }, {});
  return (
    <form>
      <input aria-label="Title" {...form.register('title')} />
      <select aria-label="Where in the app?" {...form.register('area')}>
        <option value="">Choose where</option>
        <option value="map">Map</option>
      </select>
    </form>
  );
}

beforeEach(() => localStorage.setItem('token', tokenOf(7)));
afterEach(async () => {
  await clearUserData();
  localStorage.clear();
});

describe('a form kept as a draft', { timeout: 20_000 }, () => {
  it('opens on the draft of an older version when the device answers late, over a field that took its first value', async () => {
    await inDraftsDb((store) =>
      store.put({
        id: '7/bug/new',
        owner: 7,
        savedAt: 1,
        value: { fields: { title: 'Half typed' } },
      }),
    );
    const release = await holdDraftsDb();
    render(<NewerForm />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    // The form has drawn and its fields took their values before the device answers.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await release();
    await waitFor(() => expect(title).toHaveValue('Half typed'));
    expect(await inDraftsDb((store) => store.get('7/bug/new'))).toMatchObject({
      value: { fields: { title: 'Half typed' } },
    });
  });
});
