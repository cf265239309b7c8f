import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorsPlugin, { HttpError } from './errors';

describe('errors plugin', () => {
  it("answers a route's own 503 with its French detail and headers, not the generic 500 message", async () => {
    const app = Fastify();
    app.decorate('database', { ping: async () => {} } as never);
    await app.register(errorsPlugin);
    app.get('/busy', async () => {
      throw new HttpError(503, 'Trop de fichiers sont en cours de lecture.', { 'retry-after': '5' });
    });
    app.get('/bug', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const busy = await app.inject({ method: 'GET', url: '/busy' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ detail: 'Trop de fichiers sont en cours de lecture.' });
    expect(busy.headers['retry-after']).toBe('5');
    // An error we did not throw on purpose still says nothing of itself.
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ detail: 'Erreur interne du serveur. Veuillez réessayer.' });
    await app.close();
  });
});
