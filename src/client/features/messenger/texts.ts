import { activeLocale, defineTexts, t } from '../../../contract/i18n/texts';
import { FORMAT_TAGS } from '../../../contract/i18n/locales';

/** A distance with one decimal (2.0, 12.5), in the reader's digits. */
function oneDecimal(km: number): string {
  return new Intl.NumberFormat(FORMAT_TAGS[activeLocale()], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(Number(km.toFixed(1)));
}

/** The bike messenger screens' words; the contract's PARCEL_TEXT holds what the server says too. */
export const MESSENGER_TEXT = defineTexts({
  intro: /*i18n*/ { id: 'Parcels carried across the city by club riders.' },
  signIn: /*i18n*/ { id: 'Sign in' },
  signInToUse: /*i18n*/ { id: 'Sign in to send parcels or carry them as a rider.' },
  loadFailed: /*i18n*/ { id: 'Could not load the parcels.' },
  more: /*i18n*/ { id: 'Show more' },
  newParcel: /*i18n*/ { id: 'New parcel' },
  closeForm: /*i18n*/ { id: 'Close the form' },
  myParcels: /*i18n*/ { id: 'Parcels you sent' },
  noParcels: /*i18n*/ { id: 'You have not sent a parcel yet.' },
  riderLabel: /*i18n*/ { id: 'Rider' },
  noRider: /*i18n*/ { id: 'No rider yet' },
  merchantLabel: /*i18n*/ { id: 'From', comment: 'Label before the name of who sent a parcel' },
  weight: /*i18n*/ { id: 'Weight' },
  cashOnDelivery: /*i18n*/ { id: 'Cash on delivery' },
  noCash: /*i18n*/ { id: 'Nothing to collect' },
  pickupAt: /*i18n*/ { id: 'Pick up at' },
  pickupWindow: /*i18n*/ { id: 'Pick-up window' },
  kmFromYou: (km: number) => t(/*i18n*/ { id: '{km} km from you' }, { km: oneDecimal(km) }),
  kmTrip: (km: number) =>
    t(
      /*i18n*/ { id: '{km} km trip', comment: 'How far a parcel is carried' },
      {
        km: oneDecimal(km),
      },
    ),
  /** A parcel's weight: grams under a kilogram, kilograms from there. */
  kilograms: (kg: number) => t(/*i18n*/ { id: '{kg} kg' }, { kg }),
  grams: (grams: number) => t(/*i18n*/ { id: '{grams} g' }, { grams }),
  // The rider tab
  riderSwitch: /*i18n*/ { id: 'I carry parcels as a rider' },
  riderOff: /*i18n*/ { id: 'Opt in to see parcels waiting for a rider and take them.' },
  riderPendingTitle: /*i18n*/ { id: 'Waiting for approval' },
  openParcels: /*i18n*/ { id: 'Waiting for a rider' },
  noOpenParcels: /*i18n*/ { id: 'No parcel is waiting for a rider right now.' },
  riding: /*i18n*/ { id: 'Parcels you carry' },
  noRiding: /*i18n*/ { id: 'You carry no parcel right now.' },
  positionAsking: /*i18n*/ { id: 'Finding your position…' },
  positionUsed: /*i18n*/ { id: 'Nearest pick-up first, from your position.' },
  positionDenied: /*i18n*/ {
    id: 'Your position is not shared with the app: newest parcels first.',
  },
  positionUnavailable: /*i18n*/ { id: 'This device gives no position: newest parcels first.' },
  usePosition: /*i18n*/ { id: 'Use my position' },
  taken: /*i18n*/ { id: 'The parcel is yours. Pick it up in its window.' },
  moved: /*i18n*/ { id: 'Parcel updated.' },
  reasonLabel: /*i18n*/ { id: 'Reason' },
  reasonHint: /*i18n*/ { id: 'The merchant reads it.' },
  keep: /*i18n*/ { id: 'Keep it', comment: 'Closes the cancel question without cancelling' },
  // The parcel page
  back: /*i18n*/ { id: 'Bike messenger' },
  parcelLoadFailed: /*i18n*/ { id: 'Could not load this parcel.' },
  details: /*i18n*/ { id: 'Details' },
  pictures: /*i18n*/ { id: 'Pictures' },
  pictureAlt: (name: string, index: number) =>
    t(/*i18n*/ { id: '{name}, picture {number}' }, { name, number: index + 1 }),
  timeline: /*i18n*/ { id: 'Status' },
  receiver: /*i18n*/ { id: 'Receiver' },
  callReceiver: (phone: string) => t(/*i18n*/ { id: 'Call {phone}' }, { phone }),
  deliveryInstructions: /*i18n*/ { id: 'Delivery instructions' },
  pickupInstructions: /*i18n*/ { id: 'Pick-up instructions' },
  tracking: /*i18n*/ { id: 'Tracking link for the receiver' },
  trackingHint: /*i18n*/ {
    id: 'Send it to the receiver: it shows where the parcel is, nothing private.',
  },
  copy: /*i18n*/ { id: 'Copy link' },
  copied: /*i18n*/ { id: 'Copied' },
  openTracking: /*i18n*/ { id: 'Open the tracking page' },
  confirmCancel: /*i18n*/ { id: 'The parcel will not be carried. Riders are told.' },
  lastReason: /*i18n*/ { id: 'Reason given' },
  /** A step of the parcel's history, by the move that made it. */
  history: {
    created: /*i18n*/ { id: 'Sent', comment: 'A parcel was sent' },
    take: /*i18n*/ { id: 'Taken by a rider' },
    pick_up: /*i18n*/ { id: 'Picked up' },
    deliver: /*i18n*/ { id: 'Delivered' },
    cancel: /*i18n*/ { id: 'Cancelled' },
    givenUp: /*i18n*/ { id: 'Given up by the rider' },
    view_receiver: /*i18n*/ { id: "Receiver's details seen by the rider" },
  },
  seenTimes: (times: number, last: string) =>
    t(
      /*i18n*/ { id: '{times, plural, =1 {once} other {# times, last {last}}}' },
      {
        times,
        last,
      },
    ),
  by: (name: string) => t(/*i18n*/ { id: 'by {name}' }, { name }),
  // The tracking page
  trackTitle: /*i18n*/ { id: 'Parcel tracking' },
  trackLoadFailed: /*i18n*/ { id: 'Could not load the tracking.' },
  riderLoadFailed: /*i18n*/ { id: 'Could not load your rider status.' },
  historyLoadFailed: /*i18n*/ { id: 'Could not load the timeline.' },
  trackFor: (name: string) => t(/*i18n*/ { id: 'For {name}' }, { name }),
  trackFrom: (name: string) => t(/*i18n*/ { id: 'From {name}' }, { name }),
  trackRider: (name: string) => t(/*i18n*/ { id: 'Rider: {name}' }, { name }),
  trackPay: /*i18n*/ { id: 'To pay the rider on delivery' },
  trackSteps: {
    createdAt: /*i18n*/ { id: 'Sent' },
    acceptedAt: /*i18n*/ { id: 'A rider is on the way to pick it up' },
    pickedUpAt: /*i18n*/ { id: 'Picked up, on the way to you' },
    deliveredAt: /*i18n*/ { id: 'Delivered' },
    cancelledAt: /*i18n*/ { id: 'Cancelled' },
  },
  // The form
  form: {
    parcel: /*i18n*/ { id: 'Parcel' },
    name: /*i18n*/ { id: 'Parcel name' },
    description: /*i18n*/ { id: 'Description' },
    weightKg: /*i18n*/ { id: 'Weight (kg)' },
    cash: /*i18n*/ { id: 'Cash on delivery' },
    cashHint: /*i18n*/ { id: 'What the rider collects from the receiver; 0 for none.' },
    pickup: /*i18n*/ { id: 'Pick-up' },
    pickupAddress: /*i18n*/ { id: 'Pick-up address' },
    windowStart: /*i18n*/ { id: 'Pick-up from', comment: 'The start of the pick-up window' },
    windowEnd: /*i18n*/ { id: 'Pick-up until', comment: 'The end of the pick-up window' },
    pickupInstructions: /*i18n*/ { id: 'Pick-up instructions' },
    receiver: /*i18n*/ { id: 'Receiver' },
    receiverName: /*i18n*/ { id: 'Receiver name' },
    receiverPhone: /*i18n*/ { id: 'Receiver phone' },
    receiverAddress: /*i18n*/ { id: 'Receiver address' },
    deliveryInstructions: /*i18n*/ { id: 'Delivery instructions' },
    mapPoint: /*i18n*/ { id: 'Map point (optional, for the distance charge)' },
    pickupLat: /*i18n*/ { id: 'Pick-up latitude' },
    pickupLng: /*i18n*/ { id: 'Pick-up longitude' },
    receiverLat: /*i18n*/ { id: 'Receiver latitude' },
    receiverLng: /*i18n*/ { id: 'Receiver longitude' },
    hereForPickup: /*i18n*/ { id: 'Use my position' },
    mapHeading: /*i18n*/ { id: 'Points on the map' },
    mapLabel: /*i18n*/ { id: 'Map of the pick-up and receiver points' },
    tapSets: /*i18n*/ { id: 'A tap on the map sets' },
    tapHint: (point: 'pickup' | 'receiver') =>
      t(
        /*i18n*/ {
          id: 'Tap the map to set the {point, select, pickup {pick-up point} other {receiver point}}.',
        },
        { point },
      ),
    pickupPoint: /*i18n*/ { id: 'Pick-up point' },
    receiverPoint: /*i18n*/ { id: 'Receiver point' },
    mapUnavailable: /*i18n*/ {
      id: 'The map needs a connection: type the points as latitude and longitude.',
    },
    pictures: /*i18n*/ { id: 'Pictures' },
    addPicture: /*i18n*/ { id: 'Add a picture' },
    removePicture: (number: number) => t(/*i18n*/ { id: 'Remove picture {number}' }, { number }),
    pictureCount: (count: number, max: number) =>
      t(
        /*i18n*/ { id: '{count} / {max}', comment: 'Pictures added out of the most allowed' },
        {
          count,
          max,
        },
      ),
    uploading: /*i18n*/ { id: 'Uploading picture' },
    send: /*i18n*/ { id: 'Send parcel' },
    sent: /*i18n*/ { id: 'Parcel sent. Riders can take it now.' },
    draftKept: /*i18n*/ { id: 'Your draft is kept on this device until the parcel is sent.' },
    discard: /*i18n*/ { id: 'Clear the form' },
    quote: /*i18n*/ { id: 'Delivery charge' },
    quoteFlat: /*i18n*/ { id: 'No map points: the flat charge applies.' },
    quoteWaiting: /*i18n*/ { id: 'Give a weight to see the charge.' },
    quoteFailed: /*i18n*/ { id: 'Could not get the charge.' },
    distanceCharge: /*i18n*/ { id: 'Distance' },
    weightCharge: /*i18n*/ { id: 'Weight' },
  },
});
