/**
 * Writing and reading the audit log. Writers call `recordAudit` with the transaction of the
 * change itself, so an entry exists exactly when the change was committed.
 */
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, AuditQuery, AuditSubject } from '../../../contract/admin';
import { toPage, type Page } from '../../../contract/paging';
import { pageOf } from '../../db/paging';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  subjectType: AuditSubject;
  subjectId: number | string;
  details: Record<string, unknown>;
}

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      subject_type: record.subjectType,
      subject_id: String(record.subjectId),
      details: JSON.stringify(record.details),
      at: new Date().toISOString(),
    })
    .execute();
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Newest first; the id orders entries written in the same millisecond. */
export async function listAudit(db: Db, query: AuditQuery): Promise<Page<AuditEntry>> {
  let base = db.selectFrom('audit_log');
  if (query.action) base = base.where('audit_log.action', '=', query.action);
  const { rows, total } = await pageOf(
    base
      .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
      .selectAll('audit_log')
      .select(['actor.username as actor_username'])
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc'),
    base.select((eb) => eb.fn.countAll().as('n')),
    query.page,
    query.size,
  );
  const userIds = rows
    .filter((row) => row.subject_type === 'user')
    .map((row) => Number(row.subject_id))
    .filter((id) => Number.isInteger(id));
  const names = new Map(
    userIds.length === 0
      ? []
      : (
          await db
            .selectFrom('users')
            .select(['id', 'username'])
            .where('id', 'in', [...new Set(userIds)])
            .execute()
        ).map((user) => [String(user.id), user.username]),
  );
  const content = rows.map((row): AuditEntry => ({
    id: row.id,
    actor:
      row.actor_id !== null && row.actor_username !== null
        ? { id: row.actor_id, username: row.actor_username }
        : null,
    action: row.action as AuditAction,
    subjectType: row.subject_type as AuditSubject,
    subjectId: row.subject_id,
    subjectName: row.subject_type === 'user' ? (names.get(row.subject_id) ?? null) : null,
    details: parseDetails(row.details),
    at: row.at,
  }));
  return toPage(content, total, query.page, query.size);
}
