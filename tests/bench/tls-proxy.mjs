/**
 * HTTPS with HTTP/2 in front of servers on loopback, as riders reach the app in real use
 * (docs/deploy.md: HAProxy terminates TLS and speaks HTTP/2 to browsers; a PWA installs only
 * over HTTPS). Debian's haproxy and openssl; the certificate is made for 127.0.0.1 on the spot,
 * so the browser must be told to accept it (--ignore-certificate-errors).
 *
 *   const proxy = await startTlsProxy([{ front: 8870, back: 8840 }]);
 *   // https://127.0.0.1:8870 now serves what http://127.0.0.1:8840 does
 *   await proxy.stop();
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Whether something answers on the port yet. */
const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** @param {{front: number, back: number}[]} routes each HTTPS port and the HTTP port behind it */
export async function startTlsProxy(routes) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'club-bench-tls-'));
  const pem = path.join(dir, 'club.pem');
  const key = path.join(dir, 'club.key');
  const cert = path.join(dir, 'club.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  execFileSync('sh', ['-c', `cat "${cert}" "${key}" > "${pem}"`]);
  // The TLS line of deploy/haproxy.cfg, one frontend per route.
  const sections = routes.flatMap(({ front, back }) => [
    `frontend f${front}`,
    `    bind 127.0.0.1:${front} ssl crt ${pem} alpn h2,http/1.1`,
    '    option forwardfor',
    `    default_backend b${front}`,
    `backend b${front}`,
    `    server s1 127.0.0.1:${back}`,
  ]);
  const config = path.join(dir, 'haproxy.cfg');
  await writeFile(
    config,
    [
      'global',
      '    maxconn 4096',
      'defaults',
      '    mode http',
      '    timeout connect 5s',
      '    timeout client 60s',
      '    timeout server 60s',
      '    timeout tunnel 1h',
      ...sections,
      '',
    ].join('\n'),
  );
  const haproxy = spawn('haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => haproxy.once('exit', resolve));
  let spawnError;
  haproxy.once('error', (error) => {
    spawnError = error;
  });
  for (let tries = 0; !(await answers(routes[0].front)); tries++) {
    if (spawnError?.code === 'ENOENT')
      throw new Error(
        'HAProxy is not installed (apt-get install -y haproxy); --http1 runs without it',
      );
    if (tries > 50 || haproxy.exitCode !== null || spawnError)
      throw new Error(`haproxy did not start${spawnError ? `: ${spawnError.message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      haproxy.kill();
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
