import { describe, expect, it } from 'vitest';
import { pictureSrcSet } from './picture-src-set';

describe('pictureSrcSet', () => {
  it('lists every width the server made, for the browser to pick from', () => {
    expect(
      pictureSrcSet({
        sizes: [
          { width: 320, url: '/api/media/a?w=320' },
          { width: 640, url: '/api/media/a?w=640' },
        ],
      }),
    ).toBe('/api/media/a?w=320 320w, /api/media/a?w=640 640w');
  });

  it('gives no srcset for a picture kept only as sent', () => {
    expect(pictureSrcSet({ sizes: [] })).toBeUndefined();
  });
});
