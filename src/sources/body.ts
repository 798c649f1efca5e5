// Reading a response body within a byte budget, and turning the bytes into text in the
// page's own encoding (Shift_JIS, EUC-KR, GBK and windows-1252 pages still exist).
import { DomainError } from '../lib/errors.ts';

/** The subset of a fetch Response this file needs (undici's and the global one both fit). */
interface BodySource {
  headers: { get(name: string): string | null };
  body: ReadableStream<Uint8Array> | null;
}

/**
 * Reads at most `maxBytes`. Past the limit it either stops reading and keeps what it has
 * (`truncate`, for robots.txt: RFC 9309 asks parsers to read at least 500 KiB) or aborts.
 */
export async function readCapped(
  response: BodySource,
  maxBytes: number,
  url: string,
  truncate = false,
): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (!truncate && Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(url, maxBytes);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      if (!truncate) throw tooLarge(url, maxBytes);
      chunks.push(value.subarray(0, value.byteLength - (total - maxBytes)));
      total = maxBytes;
      break;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(url: string, maxBytes: number): DomainError {
  return new DomainError('url_unreachable', `the page is larger than ${Math.round(maxBytes / 1024)} KB`, { url });
}

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i;

/** The charset from the Content-Type header, else from a <meta> in the first 1 KB, else UTF-8. */
export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  const fromHeader = /charset\s*=\s*"?([\w:.-]+)/i.exec(contentType ?? '')?.[1];
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const label = fromHeader ?? META_CHARSET.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    // An unknown label is the page's mistake, not a reason to refuse it.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** The media type without parameters, lower case: "text/html; charset=utf-8" → "text/html". */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}
