/** The new post's draft (lib/drafts/): the composer opens by itself on one. */
import type { DraftOf } from '../../lib/drafts/draft-store';

export const NEW_POST_DRAFT: DraftOf = { form: 'post' };
