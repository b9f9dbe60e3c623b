/**
 * Reports and their review. A member reports a post they can see once (a second report is a
 * 409), never their own. Admins list posts with open reports and either keep the post, which
 * resolves its reports, or delete it, which removes them with it.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import { toPage, type Page } from '../../../../contract/paging';
import { POST_TEXT, type ReportedPost } from '../../../../contract/posts';
import { badRequest, conflict, notFound } from '../../../http-errors';
import type { AuthUser } from '../../../types';
import { findPost } from '../repository';
import { insertReport, listReportedPosts, openReasons, resolveReports } from './repository';
import { visiblePost } from '../service';
import { toPosts } from '../shapes';

export async function report(
  db: Kysely<Database>,
  reader: AuthUser,
  postId: number,
  reason: string | null,
): Promise<void> {
  const post = await visiblePost(db, postId, reader);
  if (post.author_id === reader.id) throw badRequest(POST_TEXT.ownPostReport);
  if (!(await insertReport(db, postId, reader.id, reason))) {
    throw conflict(POST_TEXT.alreadyReported);
  }
}

/** Moderators see a reported post whatever its privacy: they must judge what was reported. */
export async function reported(
  app: FastifyInstance,
  moderator: AuthUser,
  page: number,
  size: number,
): Promise<Page<ReportedPost>> {
  const { rows, total } = await listReportedPosts(app.db, page, size);
  const ids = rows.map((row) => row.post_id);
  const postRows = await Promise.all(ids.map((id) => findPost(app.db, id)));
  const [posts, reasons] = await Promise.all([
    toPosts(
      app,
      postRows.filter((row) => row !== undefined),
      moderator,
    ),
    openReasons(app.db, ids),
  ]);
  const content = rows.flatMap((row) => {
    const post = posts.find((candidate) => candidate.id === row.post_id);
    if (!post) return [];
    return [
      {
        post,
        openReports: row.open,
        lastReportedAt: row.last,
        reasons: reasons.get(row.post_id) ?? [],
      },
    ];
  });
  return toPage(content, total, page, size);
}

export async function keep(db: Kysely<Database>, moderator: AuthUser, postId: number) {
  if (!(await findPost(db, postId))) throw notFound(SERVER_MESSAGE.notFound);
  await resolveReports(db, postId, moderator.id);
}
