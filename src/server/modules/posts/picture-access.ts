/**
 * A post's pictures follow the post: a public post's are for everyone; a members-only or
 * private post's go to those who may read the post (and to moderators, who judge reported
 * posts whatever their privacy); a picture in no post yet is its uploader's alone.
 */
import type { PictureGuard } from '../media';
import { postOfPicture } from './repository';
import { canSee, moderates } from './shapes';

export const postPictureAudience: PictureGuard = async (app, media, reader) => {
  const post = await postOfPicture(app.db, media.id);
  if (!post) return reader !== null && reader.id === media.ownerId ? 'allowed' : 'hidden';
  if (post.privacy === 'public') return 'public';
  return canSee(post, reader) || moderates(reader) ? 'allowed' : 'hidden';
};
