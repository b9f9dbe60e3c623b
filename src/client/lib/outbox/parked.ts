/**
 * What a refused entry asks of the member, as this version of the app sees it: a refusal to
 * retry, edit or discard; a write only a newer version can send (the server answered 426
 * `update-app`); or one written in a version of the write this version no longer sends, to
 * check in the form and send again. No Dexie here: the screens that show entries load this.
 */
import {
  OFFLINE_WRITES,
  standingOf,
  UNVERSIONED_WRITE,
  type WriteContract,
} from '../../../contract/write-versions';
import type { OutboxEntry } from './db';

export type Refusal = 'refused' | 'update' | 'rewrite';

type Shown = Pick<OutboxEntry, 'kind' | 'state' | 'parkedFor' | 'contractVersion'>;

export function refusalOf(
  entry: Shown,
  now = Date.now(),
  writes: Record<string, WriteContract> = OFFLINE_WRITES,
): Refusal | null {
  if (entry.state !== 'failed') return null;
  if (entry.parkedFor === 'rewrite') return 'rewrite';
  if (entry.parkedFor !== 'update') return 'refused';
  // Parked for an update by an older version of the app: if this one, updated, cannot send
  // the version it was written in either, the member rewrites it here.
  const contract = writes[entry.kind];
  const version = entry.contractVersion ?? UNVERSIONED_WRITE;
  return contract && standingOf(contract, version, now) === 'too-old' ? 'rewrite' : 'update';
}
