/**
 * The Settings tab's Files, Bike messenger, Sponsor bike shop and payee accounts fieldsets
 * against a stand-in
 * server: bands added, removed and put back in order (the contract's reason shown while out of
 * order), units turned into bytes and hours, only the changed settings sent, the server's field
 * error shown on its field, and the saved values back in the form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClubSettings } from '../../../contract/settings';
import { CLUB_SETTINGS_DEFAULTS } from '../../../contract/settings-constants';
import { NO_PAYEE_ACCOUNTS } from '../../../contract/payments-constants';
import { authKeys } from '../../lib/current-user';
import { renderAuth, testQueryClient } from '../../testing/render-auth';
import { fakeApi } from '../../testing/fake-api';
import { testUser } from '../../testing/test-app';
import { AdminSettings } from './admin-settings';
import { PAYEES_TEXT } from './settings-payees';

afterEach(() => vi.unstubAllGlobals());

function asAdmin() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.me, testUser(['ROLE_USER', 'ROLE_ADMIN'], 'admin1'));
  return queryClient;
}

const seller = {
  id: 44,
  username: 'pedal_bd',
  fullName: 'Pedal Bangladesh',
  uniqueName: 'pedal_bd',
  profilePicture: null,
  coverPicture: null,
  roles: [{ name: 'ROLE_SELLER' }],
  createdAt: '2026-10-02T08:00:00.000Z',
};

type Reply = { status?: number; body: unknown };

/** The stand-in server; `reply` answers a PUT from the patch it carries. */
function settingsServer(reply: (patch: Partial<ClubSettings>) => Reply) {
  const requests: ReturnType<typeof fakeApi> = fakeApi({
    'GET /api/settings/all': { body: CLUB_SETTINGS_DEFAULTS },
    'PUT /api/settings': () => reply(requests.at(-1)?.body as Partial<ClubSettings>),
    'GET /api/role/ROLE_SELLER': {
      body: { content: [seller], totalElements: 1, totalPages: 1, number: 0, size: 100 },
    },
    'GET /api/intro/welcome': { body: { text: '', picture: null } },
    'GET /api/intro/specials': { body: [] },
  });
  return requests;
}

describe('the Settings tab beyond the shop', () => {
  it('edits the bands, keeps them ordered and sends only what changed, in bytes and hours', async () => {
    const requests = settingsServer((patch) => ({
      body: { ...CLUB_SETTINGS_DEFAULTS, ...patch },
    }));
    const { user } = renderAuth(<AdminSettings />, { queryClient: asAdmin() });
    const weight = await screen.findByRole('group', { name: 'Weight band' });
    const distance = screen.getByRole('group', { name: 'Distance band' });
    expect(within(weight).getByRole('textbox', { name: 'Weight band 2: up to (kg)' })).toHaveValue(
      '5',
    );

    // A fifth weight band typed below the others: refused with the contract's reason.
    await user.click(within(weight).getByRole('button', { name: 'Add a band' }));
    const fifth = within(weight).getByRole('textbox', { name: 'Weight band 5: up to (kg)' });
    await user.clear(fifth);
    await user.type(fifth, '1');
    const charge = within(weight).getByRole('textbox', { name: 'Weight band 5: charge (BDT)' });
    await user.clear(charge);
    await user.type(charge, '10');
    expect(within(weight).getByRole('alert')).toHaveTextContent(
      'List the bands from the smallest limit up, each limit larger than the last.',
    );
    await user.click(within(weight).getByRole('button', { name: 'Put in order' }));
    expect(within(weight).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(weight).getByRole('textbox', { name: 'Weight band 1: up to (kg)' })).toHaveValue(
      '1',
    );

    await user.click(within(distance).getByRole('button', { name: 'Remove distance band 4' }));

    const files = screen.getByRole('group', { name: 'Files' });
    await user.click(within(files).getByRole('radio', { name: 'GB' }));
    const quota = within(files).getByRole('textbox', { name: /Media library per member \(GB\)/ });
    await user.clear(quota);
    await user.type(quota, '2');
    const lifetime = within(files).getByRole('textbox', {
      name: /Longest a shared file stays \(days\)/,
    });
    await user.clear(lifetime);
    await user.type(lifetime, '3');

    await user.click(screen.getByRole('combobox', { name: /Seller account/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Pedal Bangladesh (@pedal_bd)', hidden: true }),
    );

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      tempFileMaxLifetimeHours: 72,
      storageQuotaBytes: 2 * 1024 * 1024 * 1024,
      parcelDistanceBands: CLUB_SETTINGS_DEFAULTS.parcelDistanceBands.slice(0, 3),
      parcelWeightBands: [
        { upToGrams: 1000, charge: 1000 },
        ...CLUB_SETTINGS_DEFAULTS.parcelWeightBands,
      ],
      sponsorSellerId: 44,
    });
    // The saved values are the form's again: nothing left to save.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled(),
    );
  }, 30_000);

  it("shows the server's refusal of a sponsor seller on the picker", async () => {
    const message = 'Choose a member who holds ROLE_SELLER, or none.';
    settingsServer(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message,
        fieldErrors: { sponsorSellerId: message },
      },
    }));
    const { user } = renderAuth(<AdminSettings />, { queryClient: asAdmin() });
    await user.click(await screen.findByRole('combobox', { name: /Seller account/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Pedal Bangladesh (@pedal_bd)', hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const picker = await screen.findByRole('combobox', { name: /Seller account/ });
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
  }, 20_000);

  it("sets the club's account per transfer method, trimmed, sending only the accounts", async () => {
    const requests = settingsServer((patch) => ({
      body: { ...CLUB_SETTINGS_DEFAULTS, ...patch },
    }));
    const { user } = renderAuth(<AdminSettings />, { queryClient: asAdmin() });
    const payees = await screen.findByRole('group', { name: PAYEES_TEXT.legend });
    expect(within(payees).getByText(PAYEES_TEXT.note)).toBeInTheDocument();
    await user.type(within(payees).getByRole('textbox', { name: 'bKash' }), ' 01711-223344 ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      payeeAccounts: { ...NO_PAYEE_ACCOUNTS, bkash: '01711-223344' },
    });
    await waitFor(() =>
      expect(within(payees).getByRole('textbox', { name: 'bKash' })).toHaveValue('01711-223344'),
    );
  }, 20_000);
});
