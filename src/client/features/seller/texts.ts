/** What the seller's own screens say where a read failed. */
export const SELLER_TEXT = {
  settingsLoadFailed: 'Your settings could not be loaded',
  reviewsLoadFailed: 'The reviews could not be loaded',
  productsLoadFailed: 'The products could not be loaded',
} as const;
