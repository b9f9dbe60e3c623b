/**
 * Counts the statements that may change data (everything but a SELECT), as a Kysely plugin on
 * the app's database, so what is kept in memory from earlier reads knows when it may be out of
 * date. A write counts when it is compiled and again when it has run, so a read that overlaps
 * it sees the count move whichever way the two interleave.
 */
import {
  RawNode,
  SelectQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** A SELECT, or raw SQL that is one (`select 1`), reads; anything else may write. */
function mayWrite(node: RootOperationNode): boolean {
  if (SelectQueryNode.is(node)) return false;
  if (RawNode.is(node)) return !/^\s*select\b/i.test(node.sqlFragments[0] ?? '');
  return true;
}

export class WriteCounter implements KyselyPlugin {
  /** Grows by at least one for every write; compare two readings, never the value itself. */
  count = 0;
  readonly #running = new WeakSet<QueryId>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (mayWrite(node)) {
      this.count++;
      this.#running.add(queryId);
    }
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#running.delete(queryId)) this.count++;
    return result;
  }
}
