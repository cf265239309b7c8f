import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { JobFetchRefusal } from './job-fetch-refusal';

export type PageKind = 'html' | 'json' | 'text';

// The types an offer comes in; a PDF, an image or a download is not read (its text would need another reader).
const KIND_OF_TYPE: Record<string, PageKind> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/json': 'json',
  'application/ld+json': 'json',
  'text/plain': 'text',
};

// What a site answering this status tells the person: a refusal to robots, a missing page, or a fault.
const REFUSAL_OF_STATUS: Record<number, 'blocked' | 'not-found'> = {
  401: 'blocked',
  403: 'blocked',
  429: 'blocked',
  451: 'blocked',
  404: 'not-found',
  410: 'not-found',
};

const DECOMPRESSORS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The status, the type and the announced size of an answer, checked before its body is read. */
export function checkAnswer(response: IncomingMessage, maxBytes: number): PageKind {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) throw new JobFetchRefusal(REFUSAL_OF_STATUS[status] ?? 'unreachable');
  const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const kind = KIND_OF_TYPE[type];
  if (!kind) throw new JobFetchRefusal('content-type');
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw new JobFetchRefusal('too-big');
  return kind;
}

/** The body, decompressed, stopped as soon as it passes `maxBytes` (counted after decompression). */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  let body: Readable = response;
  if (encoding !== 'identity') {
    const decompressor = DECOMPRESSORS[encoding];
    if (!decompressor) throw new JobFetchRefusal('unreachable');
    body = response.pipe(decompressor()) as unknown as Readable;
    response.on('error', (error) => body.destroy(error));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new JobFetchRefusal('too-big');
      chunks.push(chunk as Buffer);
    }
  } finally {
    response.destroy();
    body.destroy();
  }
  return Buffer.concat(chunks);
}

/** The text, in the charset the answer names (its header, or for HTML a <meta> near the top), else UTF-8. */
export function decodeBody(bytes: Buffer, contentType: string | undefined, kind: PageKind): string {
  const declared =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    (kind === 'html'
      ? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(bytes.subarray(0, 2048).toString('latin1'))?.[1]
      : undefined);
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
