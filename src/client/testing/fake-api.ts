/**
 * A stand-in for the server in component tests: answers GETs by path with JSON, 404 for any
 * other path, and records every request so a test can tell what was (not) sent.
 */
import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown };

export function fakeApi(answers: Record<string, Answer | ((url: URL) => Answer)>) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[`${method} ${url.pathname}`];
    const answer = typeof found === 'function' ? found(url) : found;
    const { status = 200, body } = answer ?? {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Not found.' },
    };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}
