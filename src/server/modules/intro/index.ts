/** What the landing page's module offers the rest of the server. */
export { welcomePicture } from './service';
