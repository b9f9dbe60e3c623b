import { describe, expect, it } from 'vitest';
import { createEchoes } from './echoes';

const ME = 4;
const heard = (id: number, place: number, senderId: number, text: string) => ({
  id,
  place,
  senderId,
  text,
});

describe('echoes of waiting messages', () => {
  it('match the first later message of the member with that text, each message once', () => {
    const echoes = createEchoes();
    let changes = 0;
    echoes.onChange(() => changes++);
    echoes.expect('a', { place: 7, senderId: ME, text: 'ok', afterId: 5 });
    echoes.expect('b', { place: 7, senderId: ME, text: 'ok', afterId: 5 });
    echoes.hear(heard(4, 7, ME, 'ok')); // Older than the entry: an earlier 'ok'.
    echoes.hear(heard(6, 8, ME, 'ok')); // Another place.
    echoes.hear(heard(7, 7, 2, 'ok')); // Someone else.
    echoes.hear(heard(8, 7, ME, 'on my way')); // Another text.
    expect([...echoes.getEchoed()]).toEqual([]);
    echoes.hear(heard(9, 7, ME, 'ok'));
    echoes.hear(heard(9, 7, ME, 'ok')); // The same message heard twice stands for one entry.
    expect([...echoes.getEchoed()]).toEqual(['a']);
    echoes.hear(heard(10, 7, ME, 'ok'));
    expect([...echoes.getEchoed()]).toEqual(['a', 'b']);
    expect(changes).toBe(2);
  });

  it('keep the first expectation of an entry sent again', () => {
    const echoes = createEchoes();
    echoes.expect('a', { place: 7, senderId: ME, text: 'ok', afterId: 5 });
    echoes.hear(heard(6, 7, ME, 'ok'));
    // The resend sees the message already in the thread: its last id is now 6.
    echoes.expect('a', { place: 7, senderId: ME, text: 'ok', afterId: 6 });
    echoes.hear(heard(6, 7, ME, 'ok'));
    expect([...echoes.getEchoed()]).toEqual(['a']);
  });
});
