/**
 * The bike messenger's delivery charge: a distance band (by the straight line between the two
 * map points, or the club's flat charge when one is missing) plus a weight band, both from the
 * club settings. Pure, so the quote and the stored parcel are reckoned alike.
 */
import { PARCEL_TEXT, type ParcelPoint, type ParcelQuote } from '../../../contract/parcels';
import type { ClubSettings } from '../../../contract/settings';
import { badRequest } from '../../http-errors';

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in kilometres. */
export function haversineKm(a: ParcelPoint, b: ParcelPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One decimal, as the screens show it; the band is chosen by this figure too. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

export function quoteCharge(
  settings: ClubSettings,
  request: { pickup: ParcelPoint | null; dropoff: ParcelPoint | null; weightGrams: number },
): ParcelQuote {
  const { pickup, dropoff, weightGrams } = request;
  const distanceKm = pickup && dropoff ? roundKm(haversineKm(pickup, dropoff)) : null;
  let distanceCharge = settings.parcelFlatCharge;
  if (distanceKm !== null) {
    const band = settings.parcelDistanceBands.find((candidate) => distanceKm <= candidate.upToKm);
    if (!band) {
      const maxKm = settings.parcelDistanceBands.at(-1)!.upToKm;
      throw badRequest(PARCEL_TEXT.tooFar(maxKm), { 'receiver.point': PARCEL_TEXT.tooFar(maxKm) });
    }
    distanceCharge = band.charge;
  }
  const weightBand = settings.parcelWeightBands.find((band) => weightGrams <= band.upToGrams);
  if (!weightBand) {
    const maxGrams = settings.parcelWeightBands.at(-1)!.upToGrams;
    throw badRequest(PARCEL_TEXT.tooHeavy(maxGrams), {
      weightGrams: PARCEL_TEXT.tooHeavy(maxGrams),
    });
  }
  return {
    distanceKm,
    distanceCharge,
    weightCharge: weightBand.charge,
    deliveryCharge: distanceCharge + weightBand.charge,
    currency: settings.currency,
  };
}
