import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGE_TYPE } from '../../../contract/push-texts';
import { isParcelNotice } from './use-parcel-notices';

const notice = (url: string) => ({
  type: PUSH_MESSAGE_TYPE,
  payload: { title: 'A rider took Wheelset', body: 'Wheelset', url, tag: 'parcel-7' },
});

describe('which pushes reload the parcels', () => {
  it('hears the service worker’s relayed notices about parcels only', () => {
    expect(isParcelNotice(notice('/bikeMessenger/parcels/7'))).toBe(true);
    expect(isParcelNotice(notice('/events/7'))).toBe(false);
    expect(isParcelNotice({ type: 'other', payload: { url: '/bikeMessenger/parcels/7' } })).toBe(
      false,
    );
    expect(isParcelNotice(null)).toBe(false);
  });
});
