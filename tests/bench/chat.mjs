/**
 * bench:chat — the club room under load. Starts the app (tests/bench/chat-server.ts, run with
 * tsx) on a temporary SQLite DATA_DIR, connects N room subscribers on loopback in a child
 * process (chat-receivers.mjs), and has one signed-in member SEND R messages a second for D
 * seconds through the real /app/sendMessage path (checked, stored, published). Prints the
 * delivery rate, p50/p99/max latency from SEND to each subscriber, the server's memory per
 * connection and CPU time, and any message lost or doubled. Exits 1 when the target is missed:
 * p99 under 100 ms with nothing lost, doubled or refused.
 *
 *   npm run bench:chat -- --clients 1000 --rate 100 --duration 10 --port 8891
 */
import { fork } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '8891' },
  },
});
const clients = Number(values.clients);
const rate = Number(values.rate);
const duration = Number(values.duration);
const total = Math.round(rate * duration);
const TARGET_P99_MS = 100;

const here = import.meta.dirname;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function once(child, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message?.type === type || (type === 'server' && message?.port)) {
        child.off('message', onMessage);
        resolve(message);
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before '${type}'`)));
  });
}

/** The server's memory after a full garbage collection. */
async function memoryOf(server) {
  const reply = once(server, 'memory');
  server.send({ type: 'memory' });
  return reply;
}

/** User and system CPU time of a process, in ms (Linux clock ticks are 10 ms). */
async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/**
 * The sender: a raw STOMP client that counts refusals on /user/queue/errors and times each
 * SEND's RECEIPT, which the server writes once the message is stored and handed to every
 * subscriber's socket: its delay is the server's share of the delivery latency.
 */
async function openSender(url, token) {
  const socket = new WebSocket(url, ['v12.stomp']);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const sender = { socket, refusals: 0, errors: [], sentAt: new Map(), receiptMs: [] };
  const subscribed = new Promise((resolve) => {
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('RECEIPT')) {
        const id = /receipt-id:(\S+)/.exec(text)?.[1];
        const sentAt = sender.sentAt.get(id);
        if (sentAt !== undefined) sender.receiptMs.push(now() - sentAt);
        resolve();
      } else if (text.startsWith('MESSAGE')) sender.refusals++;
      else if (text.startsWith('ERROR')) sender.errors.push(text);
    });
  });
  socket.send(
    `CONNECT\naccept-version:1.2\nhost:club\nheart-beat:10000,10000\nAuthorization:Bearer ${token}\n\n\0`,
  );
  socket.send('SUBSCRIBE\nid:errors\ndestination:/user/queue/errors\nreceipt:ready\n\n\0');
  await subscribed;
  return sender;
}

function sendText(sender, text, receipt) {
  const body = Buffer.from(text);
  const receiptHeader = receipt === undefined ? '' : `receipt:${receipt}\n`;
  if (receipt !== undefined) sender.sentAt.set(String(receipt), now());
  sender.socket.send(
    `SEND\ndestination:/app/sendMessage\ncontent-type:text/plain\n${receiptHeader}` +
      `content-length:${body.length}\n\n${text}\0`,
  );
}

const format = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'n/a');

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-bench-chat-'));
  const server = fork(path.join(here, 'chat-server.ts'), [], {
    // BENCH_SERVER_NODE_ARGS, e.g. --cpu-prof, to look inside the server while it runs.
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []),
    ],
    env: { ...process.env, DATA_DIR: dataDir, PORT: values.port, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let receivers;
  try {
    const { port, token, pid } = await once(server, 'server');
    const url = `ws://127.0.0.1:${port}/ws`;
    const sender = await openSender(url, token);
    // Warm the send path (code loaded, statements prepared) before measuring anything.
    for (let i = 0; i < 20; i++) sendText(sender, `warm-up ${i}`);
    await sleep(500);

    const before = await memoryOf(server);
    receivers = fork(path.join(here, 'chat-receivers.mjs'), [], { stdio: 'inherit' });
    const connectStart = now();
    receivers.send({ type: 'start', url, clients, total });
    await once(receivers, 'ready');
    const connectMs = now() - connectStart;
    await sleep(1000);
    const after = await memoryOf(server);

    console.log(
      `bench:chat — ${clients} subscribers, ${rate} msg/s for ${duration} s (${total} messages); ` +
        `${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} before the run`,
    );
    const cpuStart = await cpuMs(pid);
    const start = now();
    for (let seq = 0; seq < total; seq++) {
      const due = start + (seq * 1000) / rate;
      const wait = due - now();
      if (wait > 1) await sleep(wait);
      sendText(sender, `${seq}:${now().toFixed(3)}`, seq);
    }
    const sendMs = now() - start;
    receivers.send({ type: 'finish', sent: total, graceMs: 5000 });
    const result = await once(receivers, 'result');
    const cpuEnd = await cpuMs(pid);
    const cpuUser = cpuEnd.user - cpuStart.user;
    const cpuSystem = cpuEnd.system - cpuStart.system;
    const cpuUsed = cpuUser + cpuSystem;
    const windowMs = Math.max(result.lastAt - start, sendMs);

    const perConnection = (after.rss - before.rss) / clients;
    const heapPerConnection =
      (after.heapUsed + after.external - before.heapUsed - before.external) / clients;
    console.log(`connected and subscribed in ${(connectMs / 1000).toFixed(1)} s`);
    console.log(`sent ${total} in ${(sendMs / 1000).toFixed(2)} s`);
    console.log(
      `delivered ${result.delivered} of ${result.expected} ` +
        `(${Math.round(result.delivered / (windowMs / 1000))} messages/s to subscribers)`,
    );
    console.log(
      `latency p50 ${format(result.p50)}, p99 ${format(result.p99)}, max ${format(result.max)}`,
    );
    const receipts = [...sender.receiptMs].sort((a, b) => a - b);
    const at = (p) =>
      receipts[Math.min(receipts.length - 1, Math.floor((p / 100) * receipts.length))];
    console.log(
      `server's share (SEND to RECEIPT, ${receipts.length} receipts): p50 ${format(at(50))}, ` +
        `p99 ${format(at(99))}`,
    );
    console.log(
      `server RSS ${(before.rss / 2 ** 20).toFixed(1)} MiB before, ${(after.rss / 2 ** 20).toFixed(1)} MiB ` +
        `with the subscribers: ${(perConnection / 1024).toFixed(1)} KiB per connection ` +
        `(JS heap and buffers: ${(heapPerConnection / 1024).toFixed(1)} KiB)`,
    );
    console.log(
      `server CPU ${(cpuUsed / 1000).toFixed(2)} s over ${(windowMs / 1000).toFixed(2)} s ` +
        `(${Math.round((cpuUsed / windowMs) * 100)} % of one core; ` +
        `user ${(cpuUser / 1000).toFixed(2)} s, system ${(cpuSystem / 1000).toFixed(2)} s)`,
    );
    console.log(
      `subscribers' CPU ${(result.cpuMs / 1000).toFixed(2)} s (${Math.round((result.cpuMs / windowMs) * 100)} % of one core)`,
    );
    console.log(
      `lost ${result.lost}, doubled ${result.doubled}, refused ${sender.refusals}, ` +
        `ERROR frames ${result.errors + sender.errors.length}, sockets closed early ${result.closedEarly}`,
    );

    const missed = [];
    if (!(result.p99 < TARGET_P99_MS))
      missed.push(`p99 ${format(result.p99)} ≥ ${TARGET_P99_MS} ms`);
    if (result.lost) missed.push(`${result.lost} lost`);
    if (result.doubled) missed.push(`${result.doubled} doubled`);
    if (sender.refusals || sender.errors.length) missed.push('sends refused');
    console.log(missed.length ? `TARGET MISSED: ${missed.join(', ')}` : 'target met');
    sender.socket.close();
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    receivers?.kill();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
