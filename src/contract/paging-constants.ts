/**
 * paging without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. paging.ts re-exports all of it beside the schemas.
 */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  first: boolean;
  last: boolean;
}

export function toPage<T>(
  content: T[],
  totalElements: number,
  page: number,
  size: number,
): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalElements,
    totalPages,
    number: page,
    size,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}
