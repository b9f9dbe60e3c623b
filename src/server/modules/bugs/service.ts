/**
 * Bug reports. Anyone may report one; the submitter is whoever the session says (or nobody),
 * never what the body claims, and a new report is never already solved. Only developers
 * change or delete reports, and a report's submitter and creation time never change.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import type { Bug, BugCreate, BugUpdate } from '../../../contract/bugs';
import { toPage, type Page } from '../../../contract/paging';
import { PUSH_TEXT } from '../../../contract/push';
import { notFound } from '../../http-errors';
import { keepNoReply, type KeepReply } from '../../plugins/idempotency-reply';
import type { AuthUser } from '../../types';
import {
  deleteBug,
  findBug,
  insertBug,
  listBugs,
  updateBug,
  type BugWithSubmitter,
} from './repository';

function toBug(row: BugWithSubmitter): Bug {
  const submitter =
    row.submitted_by !== null && row.submitter_username !== null
      ? {
          id: row.submitted_by,
          username: row.submitter_username,
          fullName: row.submitter_full_name ?? '',
        }
      : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    severity: row.severity,
    steps: row.steps,
    isSolved: row.is_solved === 1,
    submittedBy: row.submitted_by,
    submitter,
    createdAt: row.created_at,
  };
}

export async function list(db: Kysely<Database>, page: number, size: number): Promise<Page<Bug>> {
  const { rows, total } = await listBugs(db, page, size);
  return toPage(rows.map(toBug), total, page, size);
}

export async function one(db: Kysely<Database>, id: number): Promise<Bug> {
  const row = await findBug(db, id);
  if (!row) throw notFound();
  return toBug(row);
}

export async function submit(
  db: Kysely<Database>,
  submitter: AuthUser | null,
  input: BugCreate,
  keepReply: KeepReply = keepNoReply,
): Promise<Bug> {
  // The reply is kept with the report, so a retry after a crash is replayed or writes it once.
  return db.transaction().execute(async (trx) => {
    const id = await insertBug(trx, {
      title: input.title,
      description: input.description,
      severity: input.severity,
      steps: input.steps ?? '',
      is_solved: 0,
      submitted_by: submitter?.id ?? null,
      created_at: new Date().toISOString(),
    });
    const row = await findBug(trx, id);
    if (!row) throw notFound();
    const bug = toBug(row);
    await keepReply(trx, bug);
    return bug;
  });
}

/** Replaces the editable fields; solved_at/solved_by record who solved it and when. */
export async function update(
  app: FastifyInstance,
  developer: AuthUser,
  id: number,
  input: BugUpdate,
): Promise<Bug> {
  let newlySolved = false;
  const row = await app.db.transaction().execute(async (trx) => {
    const current = await findBug(trx, id);
    if (!current) throw notFound();
    const wasSolved = current.is_solved === 1;
    newlySolved = input.isSolved && !wasSolved;
    await updateBug(trx, id, {
      title: input.title,
      description: input.description,
      severity: input.severity,
      steps: input.steps ?? '',
      is_solved: input.isSolved ? 1 : 0,
      ...(input.isSolved && !wasSolved
        ? { solved_at: new Date().toISOString(), solved_by: developer.id }
        : {}),
      ...(!input.isSolved ? { solved_at: null, solved_by: null } : {}),
    });
    return findBug(trx, id);
  });
  if (!row) throw notFound();
  // After the commit, and not awaited: the developer's reply must not wait on push services.
  if (newlySolved && row.submitted_by !== null) {
    void app.notify([row.submitted_by], 'bugs', () => ({
      title: PUSH_TEXT.bugSolvedTitle,
      body: row.title,
      url: '/bugs',
      tag: `bug-${row.id}`,
    }));
  }
  return toBug(row);
}

export async function remove(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deleteBug(db, id))) throw notFound();
}
