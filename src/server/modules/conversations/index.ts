/** What the rest of the server uses of conversations: the seller opens one with a buyer. */
export { isMember } from './repository';
export { create as createConversation } from './service';
