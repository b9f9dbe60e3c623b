/**
 * A WebSocket text message as bytes on the wire (RFC 6455 §5.2: server frames are unmasked,
 * one final frame per message). The fan-out frames a MESSAGE once and writes the same bytes to
 * every subscriber's TCP socket, instead of letting `ws` frame it again for each of them. This
 * is sound only while the server never compresses (perMessageDeflate off), since `ws` would
 * then queue its own writes; plugin.ts turns compression off for that reason.
 */
const FIN_TEXT = 0x81;

export function wsTextFrame(payload: Buffer): Buffer {
  const length = payload.length;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([FIN_TEXT, length]);
  } else if (length < 65536) {
    header = Buffer.from([FIN_TEXT, 126, length >> 8, length & 0xff]);
  } else {
    header = Buffer.alloc(10);
    header[0] = FIN_TEXT;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}
