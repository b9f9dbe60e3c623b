import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EventInputParsed } from '../../../contract/events';
import { EVENT_TEXT } from '../../../contract/events-constants';
import { EventForm } from './event-form';

function renderForm() {
  const saved: EventInputParsed[] = [];
  const onSave = vi.fn(async (input: EventInputParsed) => {
    saved.push(input);
  });
  render(
    <MantineProvider>
      <EventForm submitLabel="Publish ride" onSave={onSave} onCancel={() => undefined} />
    </MantineProvider>,
  );
  return { saved, onSave, user: userEvent.setup() };
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
});
