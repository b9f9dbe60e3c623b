/** Spring-style pages (docs/api.md): requests `page` (0-based) and `size`, capped at 100. */
import { z } from 'zod';
import { PAGE_SIZE } from './constants';

export * from './paging-constants';

export function pageQuerySchema(defaultSize: number = PAGE_SIZE.default) {
  return z.object({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(defaultSize),
  });
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });
}
