import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * The club feed. A post goes with its author's account, and its pictures, likes, comments,
 * reports and poll with the post. `post_media.media_id` is unique: a picture belongs to one
 * post, so deleting that post may delete the picture. A comment's `parent_id` is always a
 * top-level comment (one level of replies). One like, one report and one vote per member and
 * post, by unique keys, so a repeat or a race cannot count twice.
 */
export function posts({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('posts'), dialect)
        .addColumn('author_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('privacy', 'text', (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('is_poll', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The feed reads newest first, filtered by privacy or author.
      await db.schema
        .createIndex('posts_created')
        .on('posts')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema.createIndex('posts_author').on('posts').columns(['author_id']).execute();

      await db.schema
        .createTable('post_media')
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('media_id', 'text', (c) =>
          c.notNull().unique().references('media.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('post_media_pk', ['post_id', 'position'])
        .execute();

      await db.schema
        .createTable('post_likes')
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('post_likes_pk', ['post_id', 'user_id'])
        .execute();

      await idColumn(db.schema.createTable('post_comments'), dialect)
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('parent_id', 'integer', (c) =>
          c.references('post_comments.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('post_comments_post')
        .on('post_comments')
        .columns(['post_id', 'parent_id', 'id'])
        .execute();

      await idColumn(db.schema.createTable('post_reports'), dialect)
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text')
        .addColumn('resolved', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addUniqueConstraint('post_reports_once', ['post_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('post_reports_open')
        .on('post_reports')
        .columns(['resolved', 'post_id'])
        .execute();

      await idColumn(db.schema.createTable('poll_options'), dialect)
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('poll_options_post')
        .on('poll_options')
        .columns(['post_id'])
        .execute();

      await db.schema
        .createTable('poll_votes')
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('option_id', 'integer', (c) =>
          c.notNull().references('poll_options.id').onDelete('cascade'),
        )
        .addColumn('voted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('poll_votes_pk', ['post_id', 'user_id'])
        .execute();
    },
  };
}
