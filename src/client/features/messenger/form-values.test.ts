import { afterEach, describe, expect, it } from 'vitest';
import {
  EMPTY_PARCEL_FORM,
  toParcelInput,
  toQuoteRequest,
  type ParcelFormValues,
} from './form-values';
import { parcelFormErrors } from './form-errors';
import { clearDraft, loadDraft, saveDraft } from './parcel-draft';

const filled: ParcelFormValues = {
  ...EMPTY_PARCEL_FORM,
  name: 'Wheelset',
  weightKg: '2,5',
  cash: '1500',
  pickupAddress: '12 Lake Road, Dhanmondi',
  pickupLat: '23.7465',
  pickupLng: '90.3760',
  receiverName: 'Rahim Uddin',
  receiverPhone: '017 1234-5678',
  receiverAddress: '4 Road 27, Gulshan',
  receiverLat: '23.7925',
  receiverLng: '90.4078',
};

afterEach(() => clearDraft(5));

describe('the parcel form and the API', () => {
  it('sends grams, minor units, map points and a phone without spaces', () => {
    const input = toParcelInput(filled, [], 12_000);
    expect(input).toMatchObject({
      weightGrams: 2500,
      cashOnDelivery: 150_000,
      pickup: { point: { lat: 23.7465, lng: 90.376 }, windowStart: null, windowEnd: null },
      receiver: { phone: '01712345678', point: { lat: 23.7925, lng: 90.4078 } },
      deliveryCharge: 12_000,
      pictureIds: [],
    });
    expect(parcelFormErrors(filled)).toEqual({});
  });

  it('puts the contract’s messages on the fields they are about', () => {
    const errors = parcelFormErrors({
      ...filled,
      name: ' ',
      weightKg: '40',
      receiverLng: '',
      windowStart: '2026-12-01T10:00',
      windowEnd: '2026-12-01T09:00',
    });
    expect(errors.name).toBe('Name the parcel.');
    expect(errors.weightKg).toBe('Give a weight from 1 g to 30 kg.');
    expect(errors.receiverLng).toBe('Longitude is between -180 and 180.');
    expect(errors.windowEnd).toBe('The pick-up window ends after it starts.');
  });

  it('asks for a quote once the weight is a weight, with the map points that are whole', () => {
    expect(toQuoteRequest({ ...filled, weightKg: '' })).toBeNull();
    expect(toQuoteRequest({ ...filled, weightKg: 'heavy' })).toBeNull();
    expect(toQuoteRequest({ ...filled, receiverLat: '' })).toEqual({
      pickup: { lat: 23.7465, lng: 90.376 },
      dropoff: null,
      weightGrams: 2500,
    });
  });

  it('keeps a draft per member until it is cleared, and keeps no empty one', () => {
    const picture = { id: 'a1', url: '/media/a1.webp', sizes: [] };
    saveDraft(5, { values: filled, pictures: [picture] });
    expect(loadDraft(5)).toEqual({ values: filled, pictures: [picture] });
    expect(loadDraft(6)).toBeNull();
    saveDraft(5, { values: EMPTY_PARCEL_FORM, pictures: [] });
    expect(loadDraft(5)).toBeNull();
  });
});
