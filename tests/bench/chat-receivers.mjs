/**
 * The room's subscribers for bench:chat, in a process of their own so reading a thousand
 * sockets does not take the server's CPU time in the same event loop. Each is a raw `ws`
 * client with a hand-written CONNECT and SUBSCRIBE (the full stompjs client per socket would
 * measure the client more than the server). Driven over IPC by chat.mjs:
 *   → { type: 'start', url, clients, total }   ← { type: 'ready' } once all are subscribed
 *   → { type: 'finish', sent, graceMs }         ← { type: 'result', ... } once all arrived or
 *                                                  the grace time ran out
 * Each message's text is "<seq>:<send time in ms>"; the receive time minus the send time is
 * its delivery latency (both clocks are performance.timeOrigin + performance.now()).
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

const now = () => performance.timeOrigin + performance.now();
const M = 0x4d; // MESSAGE
const R = 0x52; // RECEIPT
const E = 0x45; // ERROR
const TEXT_KEY = '"text":"';

let total = 0;
let clients = 0;
/** seen[client * total + seq]: 1 once that client got that message. */
let seen = new Uint8Array(0);
let latencies = new Float64Array(0);
let delivered = 0;
let doubled = 0;
let errors = 0;
let closedEarly = 0;
let firstAt = Infinity;
let lastAt = 0;
const sockets = [];

function connectOne(url, index) {
  return new Promise((resolve, reject) => {
    // The server's frames are UTF-8 it wrote itself; checking them again only costs time here.
    const socket = new WebSocket(url, ['v12.stomp'], { skipUTF8Validation: true });
    sockets.push(socket);
    let subscribed = false;
    socket.on('open', () => {
      socket.send('CONNECT\naccept-version:1.2\nhost:club\nheart-beat:10000,10000\n\n\0');
      socket.send('SUBSCRIBE\nid:sub-0\ndestination:/topic/messages\nreceipt:r\n\n\0');
    });
    socket.on('message', (data) => {
      const kind = data[0];
      if (kind === M) {
        const at = now();
        const text = data.toString('latin1');
        const start = text.indexOf(TEXT_KEY);
        if (start < 0) return;
        const end = text.indexOf('"', start + TEXT_KEY.length);
        const [seqText, sentText] = text.slice(start + TEXT_KEY.length, end).split(':');
        const seq = Number(seqText);
        if (!Number.isInteger(seq) || seq < 0 || seq >= total) return;
        const slot = index * total + seq;
        if (seen[slot]) {
          doubled++;
          return;
        }
        seen[slot] = 1;
        latencies[delivered++] = at - Number(sentText);
        if (at < firstAt) firstAt = at;
        lastAt = at;
      } else if (kind === R && !subscribed) {
        subscribed = true;
        resolve();
      } else if (kind === E) {
        errors++;
      }
    });
    socket.on('close', () => {
      if (!subscribed) reject(new Error(`socket ${index} closed before subscribing`));
      else if (!finishing) closedEarly++;
    });
    socket.on('error', (error) => {
      if (!subscribed) reject(error);
    });
  });
}

let finishing = false;

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

let cpuAtStart;

async function finish(sent, graceMs) {
  const expected = clients * sent;
  const deadline = Date.now() + graceMs;
  while (delivered < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  finishing = true;
  const cpu = process.cpuUsage(cpuAtStart);
  const sorted = latencies.slice(0, delivered).sort();
  process.send({
    type: 'result',
    delivered,
    expected,
    lost: expected - delivered,
    doubled,
    errors,
    closedEarly,
    cpuMs: (cpu.user + cpu.system) / 1000,
    firstAt,
    lastAt,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  });
  for (const socket of sockets) socket.terminate();
}

process.on('message', async (message) => {
  if (message.type === 'start') {
    ({ total, clients } = message);
    seen = new Uint8Array(clients * total);
    latencies = new Float64Array(clients * total);
    // In batches: a thousand handshakes at once would overflow the listen backlog.
    const batch = 50;
    for (let first = 0; first < clients; first += batch) {
      const connecting = [];
      for (let index = first; index < Math.min(clients, first + batch); index++) {
        connecting.push(connectOne(message.url, index));
      }
      await Promise.all(connecting);
    }
    cpuAtStart = process.cpuUsage();
    process.send({ type: 'ready' });
  } else if (message.type === 'finish') {
    await finish(message.sent, message.graceMs);
    process.exit(0);
  }
});
