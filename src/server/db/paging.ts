/**
 * A page of a list and how many items the list has in all (the contract's Page, through
 * toPage): the page's rows and the count are asked for at once.
 */
import { toCount } from './connect';

/** A query for the list's rows, in order, that a page can be cut from. */
interface RowsQuery<Row> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
}

/** A query for the number of items in the whole list, as `n`. */
interface CountQuery {
  executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }>;
}

export async function pageOf<Row>(
  rows: RowsQuery<Row>,
  count: CountQuery,
  page: number,
  size: number,
): Promise<{ rows: Row[]; total: number }> {
  const [content, counted] = await Promise.all([
    rows
      .limit(size)
      .offset(page * size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: content, total: toCount(counted.n) };
}
