import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventInputParsed } from '../../../../contract/events';
import { EVENT_TEXT } from '../../../../contract/events-constants';
import { DRAFT_TEXT } from '../../../lib/drafts/draft-texts';
import { clearUserData, DRAFTS_DB } from '../../../lib/pwa/clear-user-data';
import { EventForm, type SaveOptions } from './event-form';
import { EMPTY_RIDE } from './form-values';
import { NO_REPEAT } from '../series/repeat-summary';
import { RIDE_FORM_TEXT } from '../texts';

function renderForm() {
  const saved: EventInputParsed[] = [];
  const options: SaveOptions[] = [];
  const onSave = vi.fn(async (input: EventInputParsed, chosen: SaveOptions) => {
    saved.push(input);
    options.push(chosen);
  });
  render(
    <MantineProvider>
      <EventForm repeatable submitLabel="Publish ride" onSave={onSave} onCancel={() => undefined} />
    </MantineProvider>,
  );
  return { saved, options, onSave, user: userEvent.setup() };
}

describe('the ride form', () => {
  it('refuses an empty ride with the missing-fields alert', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Publish ride' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_TEXT.fillRequired);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the start as an instant, hours as minutes, and an empty capacity as no limit', async () => {
    const { saved, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Sunday river loop');
    const start = screen.getByLabelText(/Start date and time/);
    await user.type(start, '2030-05-04T06:30');
    const duration = screen.getByRole('textbox', { name: /Duration/ });
    await user.clear(duration);
    await user.type(duration, '2.5');
    await user.type(screen.getByRole('textbox', { name: /^From/ }), 'Hatirjheel');
    await user.type(screen.getByRole('textbox', { name: /^To/ }), 'Purbachal');
    await user.click(screen.getByRole('button', { name: 'Publish ride' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      name: 'Sunday river loop',
      // Half past six on the club's clock (Dhaka, UTC+6), whatever the device's zone.
      startsAt: '2030-05-04T00:30:00.000Z',
      durationMinutes: 150,
      from: { name: 'Hatirjheel', lat: null, lng: null },
      to: { name: 'Purbachal', lat: null, lng: null },
      pace: 'moderate',
      capacity: null,
      distanceKm: null,
      sponsors: [],
      routeId: null,
      coverPictureId: null,
    });
  });

  it('plans a weekly series, showing its dates before saving', async () => {
    const { saved, options, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Thursday lake loop');
    // Thursday 3 Dec 2026, 06:30 on the club's clock.
    await user.type(screen.getByLabelText(/Start date and time/), '2026-12-03T06:30');
    await user.type(screen.getByRole('textbox', { name: /^From/ }), 'Dhanmondi Lake');
    await user.type(screen.getByRole('textbox', { name: /^To/ }), 'Dhanmondi Lake');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repeats' }), 'Weekly');
    expect(await screen.findByTestId('repeat-summary')).toHaveTextContent(
      '4 rides: 3 Dec, 10 Dec, 17 Dec, 24 Dec',
    );
    await user.click(screen.getByRole('button', { name: 'Publish ride' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(options[0]).toEqual({
      scope: 'this',
      repeat: { frequency: 'weekly', interval: 1, weekOfMonth: null, count: 4, until: null },
    });
  });

  describe('its draft', { timeout: 20_000 }, () => {
    afterEach(async () => {
      await clearUserData();
      localStorage.clear();
    });

    it("an edit's draft comes back over the ride after a reload, and Discard draft puts the ride back", async () => {
      localStorage.setItem('token', `e30.${btoa(JSON.stringify({ sub: '7' }))}.sig`);
      // Left by the page before the reload: a new name and duration, and "this and later rides".
      await new Promise((resolve) => {
        const open = indexedDB.open(DRAFTS_DB);
        open.onupgradeneeded = () => open.result.createObjectStore('drafts', { keyPath: 'id' });
        open.onsuccess = () => {
          const transaction = open.result.transaction('drafts', 'readwrite');
          transaction.objectStore('drafts').put({
            id: '7/ride/12',
            owner: 7,
            savedAt: 1,
            value: {
              fields: { name: 'Night loop', durationMinutes: 90 },
              extra: { repeat: NO_REPEAT, scope: 'later' },
            },
          });
          transaction.oncomplete = () => resolve(open.result.close());
        };
      });
      const ride = { ...EMPTY_RIDE, name: 'Sunday loop', from: { name: 'Hatirjheel' } };
      render(
        <MantineProvider>
          <EventForm
            draftOf={{ form: 'ride', thing: 12 }}
            initial={ride}
            inSeries
            submitLabel="Save"
            onSave={vi.fn()}
            onCancel={() => undefined}
          />
        </MantineProvider>,
      );
      // The fields are drawn afresh with the draft.
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Night loop'),
      );
      expect(screen.getByRole('textbox', { name: /Duration/ })).toHaveValue('1.5');
      expect(screen.getByRole('textbox', { name: /^From/ })).toHaveValue('Hatirjheel');
      expect(screen.getByRole('radio', { name: RIDE_FORM_TEXT.scopeLater })).toBeChecked();

      await userEvent.setup().click(screen.getByRole('button', { name: DRAFT_TEXT.discard }));
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sunday loop');
      expect(screen.getByRole('textbox', { name: /Duration/ })).toHaveValue('3');
      expect(screen.getByRole('radio', { name: RIDE_FORM_TEXT.scopeThis })).toBeChecked();
      expect(screen.queryByText(DRAFT_TEXT.restored)).toBeNull();
    });
  });
});
