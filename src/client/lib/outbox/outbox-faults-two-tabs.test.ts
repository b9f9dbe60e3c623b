import 'fake-indexeddb/auto';
import { describe, it } from 'vitest';
import { faultProperty } from './fault-run';

describe('the outbox under faults, two tabs', () => {
  it('ends with every write on the server exactly once or parked (500 random runs)', async () => {
    await faultProperty(true, 500);
  }, 120_000);
});
