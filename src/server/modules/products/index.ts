/** What the rest of the server uses of products: finding them, their stock, their shapes. */
export { findProduct, findProducts, returnStock, takeStock } from './repository';
export { toProductPicture, toProducts } from './shapes';
