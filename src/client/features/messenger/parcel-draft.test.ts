import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData } from '../../lib/pwa/clear-user-data';
import { EMPTY_PARCEL_FORM } from './form-values';
import { loadDraft, saveDraft } from './parcel-draft';

const draft = {
  values: { ...EMPTY_PARCEL_FORM, name: 'Brake pads', receiverPhone: '01711000000' },
  pictures: [],
};

afterEach(() => localStorage.clear());

describe('parcel draft', () => {
  it('comes back after a reload, for the member who wrote it only', () => {
    saveDraft(7, draft);
    expect(loadDraft(7)?.values).toMatchObject({
      name: 'Brake pads',
      receiverPhone: '01711000000',
    });
    expect(loadDraft(8)).toBeNull();
  });

  it("leaves the device at sign-out, with the receiver's phone, and nothing else goes", async () => {
    saveDraft(7, draft);
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    await clearUserData();
    expect(loadDraft(7)).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('01711000000');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
  });
});
