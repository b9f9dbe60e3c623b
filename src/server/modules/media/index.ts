/**
 * What the rest of the server uses of media: storing a picture in its sizes, finding and
 * deleting it, shaping its addresses, reading an upload, and a module's say over who may see
 * the pictures it owns.
 */
export { guardPictures, readerKey, type PictureGuard } from './access';
export { readImage } from './read-image';
export { deleteMediaRows, findMedia, mediaIdsOfOwner } from './repository';
export { deleteMedia, linkPicture, removeMediaFiles, storePicture } from './service';
export { mediaUrl, pictureSizes, toPostMedia } from './shapes';
