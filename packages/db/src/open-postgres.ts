import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database';
import { migratePostgres } from './migrate';
import * as schema from './schema';

type Handler = (payload: string) => void;

/**
 * LISTEN needs one connection of its own, outside the pool: a pooled connection goes back to the pool and
 * its subscriptions with it. The listener reconnects (and re-subscribes) when PostgreSQL drops it.
 */
function createListener(connectionString: string) {
  const channels = new Map<string, Set<Handler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => {
      for (const handler of channels.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    next.on('error', () => {
      client = null;
      next.end().catch(() => {});
      if (!closed && channels.size > 0) setTimeout(() => void ensure().catch(() => {}), 1_000);
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN "${channel}"`);
    return next;
  }

  async function ensure(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    client = await connecting;
    return client;
  }

  return {
    async listen(channel: string, handler: Handler) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
        await (await ensure()).query(`LISTEN "${channel}"`);
      }
      handlers.add(handler);
      return async () => {
        handlers.delete(handler);
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

export async function openPostgres(options: {
  url: string;
  poolSize?: number;
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  if (options.migrationsFolder) await migratePostgres(options.url, options.migrationsFolder);
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client that loses its server emits 'error' on the pool; without a handler the process dies.
  pool.on('error', () => {});
  await pool.query('select 1');
  const listener = createListener(options.url);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
