import { defineTexts, t } from '../../../contract/i18n/texts';
import type { SearchKind } from '../../../contract/search-constants';

/** Words of the club search: written once in the contract, beside the server's messages. */
export { SEARCH_TEXT } from '../../../contract/search-constants';

/** The search screen's own words, beside the contract's. */
export const SEARCH_SCREEN_TEXT = defineTexts({
  /** The name of a group's "More" button, for a screen reader. */
  moreOfKind: (kind: SearchKind) =>
    t(
      /*i18n*/ {
        id: 'More {kind, select, rides {rides} posts {posts} members {members} other {products}}',
      },
      { kind },
    ),
});
