import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  apiRequest,
  errorFromResponse,
  NETWORK_ERROR_STATUS,
  setAuthTokenProvider,
} from './api-client';

describe('errorFromResponse', () => {
  it('reads `detail` from our routes', () => {
    const error = errorFromResponse(401, { detail: 'Erreur de validation du token' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.detail).toBe('Erreur de validation du token');
    expect(error.code).toBeNull();
  });

  it('keeps the code next to the detail', () => {
    const error = errorFromResponse(422, { detail: 'Adresse déjà utilisée', code: 'USER_ALREADY_EXISTS' });
    expect(error.code).toBe('USER_ALREADY_EXISTS');
    expect(error.message).toBe('Adresse déjà utilisée');
  });

  it('falls back to better-auth `message`, then to a generic message', () => {
    expect(errorFromResponse(400, { message: 'Invalid email', code: 'INVALID_EMAIL' }).detail).toBe(
      'Invalid email',
    );
    expect(errorFromResponse(500, { detail: '' }).detail).toBe('La requête a échoué (HTTP 500)');
    expect(errorFromResponse(502, '<html>Bad gateway</html>').detail).toBe('La requête a échoué (HTTP 502)');
    expect(errorFromResponse(404, null).detail).toBe('La requête a échoué (HTTP 404)');
  });
});

describe('apiRequest against a local HTTP server', () => {
  let server: Server;
  let base = '';
  const seen: { authorization?: string; contentType?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body,
        });
        if (request.url === '/ok') {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ hello: 'world' }));
        } else if (request.url === '/empty') {
          response.writeHead(200).end();
        } else {
          response
            .writeHead(401, { 'content-type': 'application/json' })
            .end(JSON.stringify({ detail: 'Erreur de validation du token' }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    setAuthTokenProvider(() => null);
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends JSON with the signed-in token and parses the answer', async () => {
    setAuthTokenProvider(() => 'token-123');
    const answer = await apiRequest<{ hello: string }>(`${base}/ok`, { method: 'POST', body: { a: 1 } });
    expect(answer).toEqual({ hello: 'world' });
    expect(seen.at(-1)).toEqual({
      authorization: 'Bearer token-123',
      contentType: 'application/json',
      body: '{"a":1}',
    });
  });

  it('omits the Authorization header when asked, and reads an empty body as null', async () => {
    setAuthTokenProvider(() => 'token-123');
    expect(await apiRequest(`${base}/empty`, { token: null })).toBeNull();
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('throws an ApiError with the body detail', async () => {
    await expect(apiRequest(`${base}/denied`)).rejects.toMatchObject({
      status: 401,
      detail: 'Erreur de validation du token',
    });
  });

  it('turns a refused connection into a network ApiError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(apiRequest(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({
      status: NETWORK_ERROR_STATUS,
    });
  });
});
