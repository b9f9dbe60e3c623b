/** A write refused by a unique key, on either dialect: what a second of two racing inserts gets. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(message ?? '')
  );
}
