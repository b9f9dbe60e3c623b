/** What the rest of the server uses of posts: the feed's rule of who may read a post. */
export { visibleTo } from './repository';
