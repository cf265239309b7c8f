import type { IncomingMessage } from 'node:http';

/**
 * Reads and drops what is left of a request's body, up to `maxBytes` and `maxMs`: a server that answers
 * while the client is still sending, then closes, closes a socket with unread data, which the kernel
 * answers with a reset — the client sees EPIPE or a reset instead of the answer (issue 21, a 413 for a 5 MB
 * body). Past either bound it stops, and the answer goes out anyway.
 */
export function drainRequest(request: IncomingMessage, maxBytes: number, maxMs: number): Promise<void> {
  if (request.complete || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      request.off('data', count);
      request.off('end', finish);
      request.off('error', finish);
      request.off('close', finish);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) {
        request.pause();
        finish();
      }
    };
    const timer = setTimeout(finish, maxMs);
    request.on('data', count);
    request.once('end', finish);
    request.once('error', finish);
    request.once('close', finish);
    request.resume();
  });
}
