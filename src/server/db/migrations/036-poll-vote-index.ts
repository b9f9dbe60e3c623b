import type { Migration } from 'kysely';

/**
 * Votes by poll option: every page of the feed counts each option's votes, and a post's
 * deletion removes its options' votes; without this both read the whole votes table.
 */
export function pollVoteIndex(): Migration {
  return {
    async up(db) {
      await db.schema
        .createIndex('poll_votes_option')
        .on('poll_votes')
        .column('option_id')
        .execute();
    },
  };
}
