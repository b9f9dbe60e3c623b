/**
 * The server names what was wrong with each field (`fieldErrors`, docs/api.md, Conventions):
 * its messages go under the form's own fields.
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Marks each field the server's refusal named. `fieldOf` turns the server's path into the
 * form's field, or says the form has no such field (undefined); by default the path is the
 * field. Returns how many fields were marked: a refusal that named none is for the caller to
 * say above the buttons.
 */
export function markServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldOf: (path: string) => FieldPath<T> | undefined = (path) => path as FieldPath<T>,
): number {
  if (!(error instanceof ApiError)) return 0;
  let marked = 0;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(path);
    if (!field) continue;
    setError(field, { type: 'server', message });
    marked++;
  }
  return marked;
}

/** A `fieldOf` for a form whose fields are exactly these names. */
export function oneOf<F extends string>(fields: readonly F[]) {
  return (path: string): F | undefined => fields.find((field) => field === path);
}
