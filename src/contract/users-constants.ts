/**
 * users without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. users.ts re-exports all of it beside the schemas.
 */
export const ACCOUNT_STATUSES = ['active', 'unverified', 'disabled'] as const;

export const PROFILE_LIMITS = { aboutMaxLength: 500 } as const;

/** The directory's orders: newest members first, or by full name. */
export const DIRECTORY_SORTS = ['newest', 'name'] as const;

export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
