/**
 * What a library upload is, read from its first bytes (never from its name or the type the
 * browser claims). Pictures are then decoded for real by the media module; videos and audio
 * are kept as sent, so only containers whose signature is unambiguous are taken.
 */
import type { StorageKind } from '../../../contract/storage';

export interface Sniffed {
  kind: StorageKind;
  contentType: string;
}

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** The number of leading bytes `sniff` needs. */
export const SNIFF_BYTES = 16;

export function sniff(head: Buffer): Sniffed | null {
  if (head.length < 12) return null;
  const image = (type: string): Sniffed => ({ kind: 'image', contentType: type });
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return image('image/jpeg');
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return image('image/png');
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return image('image/gif');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return image('image/webp');
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'avif' || brand === 'avis') return image('image/avif');
    if (brand === 'M4A ' || brand === 'M4B ') return { kind: 'audio', contentType: 'audio/mp4' };
    if (brand === 'qt  ') return { kind: 'video', contentType: 'video/quicktime' };
    if (/^(isom|iso[2-9]|mp4[12]|avc1|M4V |dash|3gp[4-6])$/.test(brand))
      return { kind: 'video', contentType: 'video/mp4' };
    return null;
  }
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))
    return { kind: 'video', contentType: 'video/webm' };
  if (ascii(head, 0, 4) === 'OggS') return { kind: 'audio', contentType: 'audio/ogg' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE')
    return { kind: 'audio', contentType: 'audio/wav' };
  if (ascii(head, 0, 4) === 'fLaC') return { kind: 'audio', contentType: 'audio/flac' };
  if (ascii(head, 0, 3) === 'ID3') return { kind: 'audio', contentType: 'audio/mpeg' };
  // An MPEG audio frame: 11 sync bits, layer III.
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2) {
    return { kind: 'audio', contentType: 'audio/mpeg' };
  }
  return null;
}
