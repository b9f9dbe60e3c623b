/**
 * A share of the riders for bench:live, in a worker process of its own so that reading
 * thousands of sockets does not take the server's event loop. Each rider is a raw `ws` client
 * (hand-written CONNECT, SUBSCRIBE and SEND: the full stompjs client per socket would measure
 * the client more than the server) with its own X-Forwarded-For address, signed in with its
 * bearer token. It watches the ride's positions topic (`each`: a frame per position) or the
 * batched one (`batched`: one frame a second holding the positions since the last), and sends
 * its own position on its schedule. Driven over IPC by live.mjs:
 *   → { type: 'start', riders, rideId, topic, mode, riderCount, sends }  ← { type: 'ready' }
 *   → { type: 'go', startAt, periodMs }        (sends on schedule)        ← { type: 'sent' }
 *   → { type: 'progress' }                  ← { type: 'progress', recorded }
 *   → { type: 'finish' }                                                  ← { type: 'result' }
 * A position's `at` is the time it was sent, so its receipt time minus `at` is the delivery
 * latency (`each`) or the age of the watcher's view when it arrived (`batched`); both ends read
 * the same clock. Position k of rider r (k in its accuracy, so a late timer cannot mislabel it) is
 * slot r * sends + k; receipts are counted per slot.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WebSocket } from 'ws';

const M = 0x4d; // MESSAGE
const E = 0x45; // ERROR
/** Latency histogram in 1 ms bins up to a minute; later ones fall in the last bin. */
const BINS = 60_000;
const histogram = new Uint32Array(BINS);
/** The same for the server's intake: from SEND to the server's `receivedAt` (the 5 s clock). */
const intake = new Uint32Array(BINS);
const sockets = [];
let counts = new Uint16Array(0);
let sentSlots = new Uint8Array(0);
let refusals = 0;
let errors = 0;
let closedEarly = 0;
let finishing = false;
let recorded = 0;
/** How late this process's own event loop runs: a late loop sends and reads late too. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let config;
/** riderId → index in the whole ride (the slot numbering). */
const indexOf = new Map();
/** The last batched frames this process decoded: the same bytes reach every watcher here. */
const frames = [];

const now = () => Date.now();
const offsetOf = (index) => Math.floor((index * config.periodMs) / config.riderCount);

const bin = (ms) => Math.min(BINS - 1, Math.max(0, Math.round(ms)));

/** The k of a rider's k-th position rides in its accuracy (metres: FIRST_ACCURACY + k). */
const FIRST_ACCURACY = 5;

function record(riderId, atMs, accuracy, receivedMs, arrivedAt) {
  const index = indexOf.get(riderId);
  if (index === undefined) return;
  const k = accuracy - FIRST_ACCURACY;
  if (!Number.isInteger(k) || k < 0 || k >= config.sends) return;
  counts[index * config.sends + k]++;
  recorded++;
  histogram[bin(arrivedAt - atMs)]++;
  intake[bin(receivedMs - atMs)]++;
}

/** A batched frame's positions as [riderId, atMs, accuracy, receivedMs], decoded once. */
function positionsOf(data, bodyStart) {
  for (const frame of frames) if (frame.bytes.equals(data)) return frame.positions;
  const body = data.toString('utf8', bodyStart, data.length - 1);
  const positions = JSON.parse(body).map((p) => [
    p.riderId,
    Date.parse(p.at),
    p.accuracy,
    Date.parse(p.receivedAt),
  ]);
  frames.push({ bytes: data, positions });
  if (frames.length > 4) frames.shift();
  return positions;
}

function onMessage(data) {
  const arrivedAt = now();
  const kind = data[0];
  if (kind === E) {
    errors++;
    return;
  }
  if (kind !== M) return;
  const bodyStart = data.indexOf('\n\n') + 2;
  const head = data.toString('latin1', 0, bodyStart);
  if (head.includes('subscription:errors')) {
    refusals++;
    return;
  }
  if (config.mode === 'batched') {
    for (const [riderId, atMs, accuracy, receivedMs] of positionsOf(data, bodyStart))
      record(riderId, atMs, accuracy, receivedMs, arrivedAt);
  } else {
    const position = JSON.parse(data.toString('utf8', bodyStart, data.length - 1));
    const { riderId, at, accuracy, receivedAt } = position;
    record(riderId, Date.parse(at), accuracy, Date.parse(receivedAt), arrivedAt);
  }
}

function connectOne(rider) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(rider.url, ['v12.stomp'], {
      skipUTF8Validation: true,
      headers: { 'x-forwarded-for': rider.address },
    });
    sockets.push(socket);
    let ready = false;
    socket.on('open', () => {
      socket.send(
        `CONNECT\naccept-version:1.2\nhost:club\nheart-beat:0,0\nAuthorization:Bearer ${rider.token}\n\n\0`,
      );
      socket.send('SUBSCRIBE\nid:errors\ndestination:/user/queue/errors\n\n\0');
      socket.send(`SUBSCRIBE\nid:ride\ndestination:${config.topic}\nreceipt:ready\n\n\0`);
    });
    socket.on('message', (data) => {
      if (!ready && data[0] === 0x52) {
        ready = true;
        resolve();
      } else if (!ready && data[0] === E) {
        reject(new Error(`rider ${rider.id} refused: ${data.toString()}`));
      } else onMessage(data);
    });
    socket.on('close', () => {
      if (!ready) reject(new Error(`rider ${rider.id} closed before subscribing`));
      else if (!finishing) closedEarly++;
    });
    socket.on('error', (error) => {
      if (!ready) reject(error);
    });
  });
}

/** Rider `index` rides from A towards B, a little beside the others. */
function positionBody(index, k, at) {
  const progress = k / Math.max(1, config.sends);
  const { from, to } = config.route;
  return JSON.stringify({
    rideId: config.rideId,
    lat: from.lat + (to.lat - from.lat) * progress * 0.2 + (index % 50) * 0.0001,
    lng: from.lng + (to.lng - from.lng) * progress * 0.2,
    accuracy: FIRST_ACCURACY + k,
    at: new Date(at).toISOString(),
  });
}

function ride(socket, rider) {
  let lastAt = -Infinity;
  const send = (k) => {
    if (k >= config.sends) return;
    // On schedule, but, as the app's throttle does, never sooner than a period after the last
    // one went (a timer that fired late must not make the next one early).
    const due = Math.max(
      config.startAt + offsetOf(rider.index) + k * config.periodMs,
      lastAt + config.periodMs,
    );
    setTimeout(
      () => {
        lastAt = now();
        const body = positionBody(rider.index, k, lastAt);
        socket.send(
          `SEND\ndestination:/app/ride-live/position\ncontent-type:application/json\n` +
            `content-length:${Buffer.byteLength(body)}\n\n${body}\0`,
        );
        sentSlots[rider.index * config.sends + k] = 1;
        send(k + 1);
      },
      Math.max(0, due - now()),
    );
  };
  send(0);
}

process.on('message', async (message) => {
  if (message.type === 'start') {
    config = message;
    counts = new Uint16Array(config.riderCount * config.sends);
    sentSlots = new Uint8Array(config.riderCount * config.sends);
    for (const [riderId, index] of config.indexOf) indexOf.set(riderId, index);
    try {
      // A hundred handshakes at a time, as riders arriving at the start do, not all at once.
      for (let at = 0; at < config.riders.length; at += 100)
        await Promise.all(config.riders.slice(at, at + 100).map(connectOne));
      process.send({ type: 'ready' });
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  } else if (message.type === 'go') {
    config.startAt = message.startAt;
    config.periodMs = message.periodMs;
    loopDelay.enable();
    for (const [index, rider] of config.riders.entries()) ride(sockets[index], rider);
  } else if (message.type === 'progress') {
    process.send({ type: 'progress', recorded });
  } else if (message.type === 'finish') {
    finishing = true;
    const binsOf = (counts) => {
      const bins = [];
      for (let ms = 0; ms < BINS; ms++) if (counts[ms]) bins.push([ms, counts[ms]]);
      return bins;
    };
    const cpu = process.cpuUsage();
    process.send({
      type: 'result',
      bins: binsOf(histogram),
      intakeBins: binsOf(intake),
      counts: Array.from(counts),
      sent: Array.from(sentSlots),
      refusals,
      errors,
      closedEarly,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
    for (const socket of sockets) socket.close();
  }
});
