import 'fake-indexeddb/auto';
import { describe, it } from 'vitest';
import { faultProperty } from './fault-run';

describe('the outbox under faults, one tab', () => {
  it('ends with every write on the server exactly once or parked (500 random runs)', async () => {
    await faultProperty(false, 500);
  }, 120_000);
});
