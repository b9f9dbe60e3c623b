/**
 * Headers of a shared file's download. Anyone may upload anything, so what comes back must
 * never run on our origin: it is always an attachment, never sniffed, sandboxed, and any type
 * a browser could render as a document or script (HTML, SVG, XML, JavaScript…) goes out as
 * application/octet-stream. Only passive types from a short list keep their name.
 */

/** Types a browser shows without running anything in our origin. */
const PASSIVE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'application/zip',
  'application/gzip',
  'application/x-7z-compressed',
  'application/vnd.rar',
  'text/plain',
  'text/csv',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'audio/aac',
  'audio/mp4',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
]);

export const OCTET_STREAM = 'application/octet-stream';

/** The declared type when it is passive, else application/octet-stream. */
export function servedContentType(declared: string): string {
  const bare = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return PASSIVE_TYPES.has(bare) ? bare : OCTET_STREAM;
}

/** The upload's name without folders, control characters or quotes to break a header. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(clean || 'file')].slice(0, 200).join('');
}

/** RFC 5987 value characters: everything else is percent-encoded from UTF-8. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback with quotes,
 * backslashes and non-ASCII replaced, and the exact name for every current browser.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** Nothing loads, nothing runs, even if a browser were to show the file after all. */
export const DOWNLOAD_CSP = "default-src 'none'; sandbox";
