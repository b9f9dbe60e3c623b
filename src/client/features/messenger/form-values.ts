/**
 * Between the parcel form and the API. The form holds text as typed (weight in kg, money in the
 * club's major unit, date-times on the club's clock); the API takes grams, minor units and
 * instants. The contract's verdict on a form is in form-errors.ts.
 */
import type {
  ParcelInput,
  ParcelPicture,
  ParcelPoint,
  ParcelQuoteRequest,
} from '../../../contract/parcels';
import { MINOR_PER_MAJOR } from '../../../contract/settings-constants';
import { fromClubInput } from '../../lib/dates';

export interface ParcelFormValues {
  name: string;
  description: string;
  weightKg: string;
  cash: string;
  pickupAddress: string;
  pickupLat: string;
  pickupLng: string;
  windowStart: string;
  windowEnd: string;
  pickupInstructions: string;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  receiverLat: string;
  receiverLng: string;
  deliveryInstructions: string;
}
export type ParcelField = keyof ParcelFormValues;

export const EMPTY_PARCEL_FORM: ParcelFormValues = {
  name: '',
  description: '',
  weightKg: '',
  cash: '0',
  pickupAddress: '',
  pickupLat: '',
  pickupLng: '',
  windowStart: '',
  windowEnd: '',
  pickupInstructions: '',
  receiverName: '',
  receiverPhone: '',
  receiverAddress: '',
  receiverLat: '',
  receiverLng: '',
  deliveryInstructions: '',
};

/** A number as typed, with a decimal comma allowed; NaN when it is not one. */
export function readNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export function gramsOf(weightKg: string): number {
  const kg = readNumber(weightKg);
  return Number.isNaN(kg) ? Number.NaN : Math.round(kg * 1000);
}

function minorOf(major: string): number {
  if (major.trim() === '') return 0;
  const amount = readNumber(major);
  return Number.isNaN(amount) ? Number.NaN : Math.round(amount * MINOR_PER_MAJOR);
}

/** Both halves or none: one alone is kept, so the schema says what is missing. */
function pointOf(lat: string, lng: string): ParcelPoint | null | { lat: number; lng: number } {
  if (lat.trim() === '' && lng.trim() === '') return null;
  return { lat: readNumber(lat), lng: readNumber(lng) };
}

function instantOf(local: string): string | null {
  if (local.trim() === '') return null;
  return fromClubInput(local) || local;
}

export function toParcelInput(
  values: ParcelFormValues,
  pictures: readonly ParcelPicture[],
  deliveryCharge: number | null,
): ParcelInput {
  return {
    name: values.name,
    description: values.description,
    weightGrams: gramsOf(values.weightKg),
    cashOnDelivery: minorOf(values.cash),
    pickup: {
      address: values.pickupAddress,
      point: pointOf(values.pickupLat, values.pickupLng),
      windowStart: instantOf(values.windowStart),
      windowEnd: instantOf(values.windowEnd),
      instructions: values.pickupInstructions,
    },
    receiver: {
      name: values.receiverName,
      phone: values.receiverPhone.replace(/[\s-]/g, ''),
      address: values.receiverAddress,
      point: pointOf(values.receiverLat, values.receiverLng),
    },
    deliveryInstructions: values.deliveryInstructions,
    pictureIds: pictures.map((picture) => picture.id),
    deliveryCharge,
  };
}

function validPoint(lat: string, lng: string): ParcelPoint | null {
  const point = pointOf(lat, lng);
  if (!point || Number.isNaN(point.lat) || Number.isNaN(point.lng)) return null;
  if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null;
  return point;
}

/** What the quote needs, or null while the weight is not a weight the server takes. */
export function toQuoteRequest(values: ParcelFormValues): ParcelQuoteRequest | null {
  const weightGrams = gramsOf(values.weightKg);
  if (!Number.isInteger(weightGrams) || weightGrams < 1) return null;
  return {
    pickup: validPoint(values.pickupLat, values.pickupLng),
    dropoff: validPoint(values.receiverLat, values.receiverLng),
    weightGrams,
  };
}

/** The contract's field paths, as the form's fields. */
const FIELD_OF_PATH: Record<string, ParcelField> = {
  name: 'name',
  description: 'description',
  weightGrams: 'weightKg',
  cashOnDelivery: 'cash',
  'pickup.address': 'pickupAddress',
  'pickup.point': 'pickupLat',
  'pickup.point.lat': 'pickupLat',
  'pickup.point.lng': 'pickupLng',
  'pickup.windowStart': 'windowStart',
  'pickup.windowEnd': 'windowEnd',
  'pickup.instructions': 'pickupInstructions',
  'receiver.name': 'receiverName',
  'receiver.phone': 'receiverPhone',
  'receiver.address': 'receiverAddress',
  'receiver.point': 'receiverLat',
  'receiver.point.lat': 'receiverLat',
  'receiver.point.lng': 'receiverLng',
  deliveryInstructions: 'deliveryInstructions',
};

export function fieldOfPath(path: string): ParcelField | undefined {
  return FIELD_OF_PATH[path];
}
