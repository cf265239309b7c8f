import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A saved answer: status (200), headers (text/html), body; or a handler for the odd ones (slow, endless). */
export type SiteAnswer =
  | { status?: number; headers?: Record<string, string | string[]>; body?: string | Buffer }
  | ((request: IncomingMessage, response: ServerResponse) => void);

export interface SeenRequest {
  host: string;
  path: string;
  headers: IncomingMessage['headers'];
}

/**
 * One loopback HTTP server standing for every web site a test names: answers are keyed by host and path
 * ('jobs.example.test/offre/42'), the host read from the Host header as a virtual-hosting server would. It
 * counts the connections it accepts, so a test can prove that a refused link opened none.
 */
export async function startFakeJobSites(answers: Record<string, SiteAnswer>) {
  const requests: SeenRequest[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const path = request.url ?? '/';
    requests.push({ host, path, headers: request.headers });
    const answer = answers[`${host}${path}`];
    if (typeof answer === 'function') return answer(request, response);
    if (!answer) return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    response.writeHead(answer.status ?? 200, {
      'content-type': 'text/html; charset=utf-8',
      ...answer.headers,
    });
    response.end(answer.body ?? '');
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The injected resolver of the tests: a table of names → addresses, so that no real DNS is asked. A list of
 * lists answers differently at each call (a name whose answer changes: DNS rebinding). Other names are
 * unknown, as NXDOMAIN would say.
 */
export function testResolver(table: Record<string, string[] | string[][]>) {
  const calls: string[] = [];
  const resolve = async (name: string) => {
    calls.push(name);
    const entry = table[name];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    if (typeof entry[0] === 'string') return entry as string[];
    const answers = entry as string[][];
    const seen = calls.filter((call) => call === name).length;
    return answers[Math.min(seen, answers.length) - 1]!;
  };
  return { resolve, calls };
}
