/** What the rest of the server uses of the storage library: a member's picture, used elsewhere. */
export { pictureForUse } from './service';
