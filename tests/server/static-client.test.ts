/**
 * The one port serves the built app: the shell for client routes, never for /api or /ws;
 * index.html and sw.js are never cached, hashed assets forever; every reply has the security
 * headers.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

let app: App;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'club-static-'));
  const clientDir = path.join(root, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1);');
  // The build keeps source maps beside the files (the bundle bench reads them).
  writeFileSync(path.join(clientDir, 'sw.js.map'), '{"version":3,"sources":["sw/sw.ts"]}');
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js.map'), '{"version":3}');
  const config = loadConfig({
    DATA_DIR: path.join(root, 'data'),
    CLIENT_DIR: clientDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config });
});

afterAll(async () => {
  await app.close();
});

describe('serving the built app', () => {
  it.each(['/intro', '/auth/signin', '/dashboard/ROLE_ADMIN', '/no/such/page'])(
    'answers the client route %s with the shell, uncached',
    async (url) => {
      const reply = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<title>shell</title>');
      expect(reply.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves sw.js uncached and hashed assets as immutable', async () => {
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it.each(['/sw.js.map', '/assets/main-abc123.js.map', '/assets/main-abc123.js.map?x=1'])(
    'keeps the source map %s to itself: the code as written is not for everyone',
    async (url) => {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('"version":3');
    },
  );

  it.each(['/api/no-such-thing', '/api', '/ws/nothing', '/assets/missing-file.js'])(
    'never falls back to the shell for %s',
    async (url) => {
      const reply = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toContain('application/json');
      expect(reply.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    },
  );

  it('sends the security headers and a CSP without inline scripts', async () => {
    const reply = await app.inject({ url: '/intro' });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBeDefined();
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every reply a request id and the anti-forgery cookie', async () => {
    const reply = await app.inject({ url: '/api/health' });
    expect(reply.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(String(reply.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[^;]+;.*SameSite=Lax/);
  });

  it('describes the API at /api/docs', async () => {
    const reply = await app.inject({ url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().paths).toHaveProperty(['/api/health']);
  });
});

describe('over https', () => {
  it('adds HSTS when PUBLIC_URL is https', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'club-https-'));
    const config = loadConfig({
      DATA_DIR: root,
      PUBLIC_URL: 'https://club.example',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: path.join(root, 'none'),
    });
    const secure = await buildApp({ config });
    const reply = await secure.inject({ url: '/api/health' });
    expect(reply.headers['strict-transport-security']).toContain('max-age=');
    expect(String(reply.headers['set-cookie'])).toContain('Secure');
    await secure.close();
  });
});
