import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParcelQuote } from '../../../contract/parcels';
import { renderAuth } from '../../testing/render-auth';
import { fakeApi } from '../../testing/fake-api';
import { clearDraft, loadDraft } from './parcel-draft';
import { ParcelForm } from './parcel-form';
import { fullParcel } from './test-parcel';

const MEMBER = 41;

const quoteOf = (deliveryCharge: number, distanceKm: number | null = null): ParcelQuote => ({
  distanceKm,
  distanceCharge: deliveryCharge - 3_000,
  weightCharge: 3_000,
  deliveryCharge,
  currency: 'BDT',
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearDraft(MEMBER);
});

/** Pasted rather than typed key by key: what the form does with the text is the subject. */
async function fill(user: ReturnType<typeof renderAuth>['user'], name: RegExp, text: string) {
  await user.click(await screen.findByRole('textbox', { name }));
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof renderAuth>['user']) {
  await fill(user, /^Parcel name/, 'Wheelset');
  await fill(user, /^Weight \(kg\)/, '2');
  await fill(user, /^Pick-up address/, '12 Lake Road');
  await fill(user, /^Receiver name/, 'Rahim Uddin');
  await fill(user, /^Receiver phone/, '01712345678');
  await fill(user, /^Receiver address/, '4 Road 27, Gulshan');
}

// Rendering the whole form a few times takes a while on a busy machine.
const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 5_000 };

describe('the new parcel form', () => {
  it(
    'shows the server’s charge before sending, and on 409 shows the new one and sends that',
    SLOW,
    async () => {
      let sends = 0;
      const requests = fakeApi({
        'POST /api/parcel/quote': { body: quoteOf(15_000) },
        'POST /api/parcel': () =>
          ++sends === 1
            ? {
                status: 409,
                body: {
                  statusCode: 409,
                  error: 'Conflict',
                  message: 'The delivery charge has changed since you saw it.',
                  code: 'CHARGE_CHANGED',
                  quote: quoteOf(18_000),
                },
              }
            : { status: 201, body: fullParcel() },
      });
      const onSent = vi.fn();
      const { user } = renderAuth(<ParcelForm userId={MEMBER} onSent={onSent} />);
      await fillRequired(user);
      // The receiver is someone else: the browser offers none of the merchant's own details.
      for (const name of [/^Receiver name/, /^Receiver phone/, /^Receiver address/]) {
        expect(screen.getByRole('textbox', { name })).toHaveAttribute('autocomplete', 'off');
      }
      expect(await screen.findByTestId('parcel-quote-total', {}, WAIT)).toHaveTextContent('150');
      // What was typed is kept before anything is sent.
      expect(loadDraft(MEMBER)?.values.name).toBe('Wheelset');

      await user.click(screen.getByRole('button', { name: 'Send parcel' }));
      expect(await screen.findByText(/charge has changed/, {}, WAIT)).toBeInTheDocument();
      expect(screen.getByTestId('parcel-quote-total')).toHaveTextContent('180');
      expect(onSent).not.toHaveBeenCalled();
      expect(loadDraft(MEMBER)?.values.name).toBe('Wheelset');

      await user.click(screen.getByRole('button', { name: 'Send parcel' }));
      await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1), WAIT);
      const sent = requests.filter(
        (one) => one.method === 'POST' && one.url.pathname === '/api/parcel',
      );
      expect(sent.map((one) => (one.body as { deliveryCharge: number }).deliveryCharge)).toEqual([
        15_000, 18_000,
      ]);
      expect(sent[1]?.body).toMatchObject({
        weightGrams: 2000,
        receiver: { name: 'Rahim Uddin', phone: '01712345678' },
      });
      expect(loadDraft(MEMBER)).toBeNull();
    },
  );

  it('asks for the charge again when the weight changes', SLOW, async () => {
    const requests = fakeApi({
      'POST /api/parcel/quote': () => ({ body: quoteOf(15_000) }),
    });
    const { user } = renderAuth(<ParcelForm userId={MEMBER} onSent={vi.fn()} />);
    const weight = await screen.findByRole('textbox', { name: /^Weight \(kg\)/ });
    await user.type(weight, '2');
    await waitFor(() => expect(requests.length).toBeGreaterThan(0), WAIT);
    await user.clear(weight);
    await user.type(weight, '12');
    await waitFor(
      () =>
        expect(
          requests.map((one) => (one.body as { weightGrams?: number } | undefined)?.weightGrams),
        ).toContain(12_000),
      WAIT,
    );
  });
});
