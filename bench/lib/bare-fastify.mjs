// The reference of the profile-throughput benchmark: a bare Fastify app with one route returning a small
// JSON, no plugin, no logger, in its own process like the real server. Listens on 127.0.0.1:$PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ id: 'u_1', name: 'Bare', credits: 100 }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
