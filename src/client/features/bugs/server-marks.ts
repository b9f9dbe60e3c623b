/**
 * What the server said about a refused report, put in the form's terms: its field errors
 * (docs/api.md, Conventions: field name → first message) for the fields the form has.
 */
import type { BugCreate } from '../../../contract/bugs';
import type { OutboxEntry } from '../../lib/outbox/db';

export type RefusedBug = Pick<
  OutboxEntry<BugCreate>,
  'id' | 'payload' | 'lastError' | 'lastFieldErrors'
>;

const FORM_FIELDS = ['title', 'description', 'severity', 'steps'] as const;
export type BugFormField = (typeof FORM_FIELDS)[number];

/** The server's messages for the form's own fields, in the form's order. */
export function serverMarks(
  fieldErrors: Record<string, string> | null | undefined,
): Array<[BugFormField, string]> {
  if (!fieldErrors) return [];
  return FORM_FIELDS.flatMap((field): Array<[BugFormField, string]> => {
    const message = fieldErrors[field];
    return typeof message === 'string' ? [[field, message]] : [];
  });
}
