import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database';
import { migratePostgres } from './migrate';
import * as schema from './schema';

type Handler = (payload: string) => void;

// Every connection of one process carries the same application_name, unique to the process, so that
// pg_stat_activity tells which server processes are connected (see othersConnected).
const APPLICATION = 'cv-sur-mesure';
// How long to wait for a connection: a database that does not answer makes requests fail in seconds (503),
// not hang. The driver's default is to wait forever.
const CONNECT_TIMEOUT_MS = 5_000;
const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN needs one connection of its own, outside the pool: a pooled connection goes back to the pool and
 * its subscriptions with it. The listener reconnects (and re-subscribes) when PostgreSQL drops it.
 */
function createListener(config: pg.ClientConfig) {
  const channels = new Map<string, Set<Handler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client(config);
    next.on('notification', (msg) => {
      for (const handler of channels.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    // Before it is live, a failure is the caller's to handle (ensure's promise rejects); after, this
    // client reconnects by itself, once however many of 'error' and 'end' it emits.
    let live = false;
    const onLost = () => {
      if (!live) return;
      live = false;
      if (client === next) client = null;
      next.end().catch(() => {});
      if (!closed && channels.size > 0) reconnect(0);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    live = true;
    client = next;
    return next;
  }

  /** Tries again, more slowly each time, until the database answers (it may be down for minutes). */
  function reconnect(attempt: number) {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    const timer = setTimeout(() => {
      if (closed || client) return;
      ensure().catch(() => reconnect(attempt + 1));
    }, delay);
    timer.unref();
  }

  async function ensure(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
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

/**
 * drizzle-orm 0.45's node-postgres `transaction()` checks a client out and sends BEGIN before its
 * try/finally: when BEGIN fails — the client's connection died in an outage a moment before — the client is
 * never released, and `pool.end()` then waits for it forever (a server that cannot shut down after the
 * database came back; found by database-outage.int.test.ts). Here, a checkout whose first query fails is
 * released (with the error, so the pool drops the client) before the failure reaches drizzle, which never
 * releases it in that case. Every later query of the checkout goes straight to the client.
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | undefined {
    // The callback form is pool.query's own, which releases its client itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const query = client.query;
      const firstQuery = (...args: unknown[]) => {
        client.query = query;
        const result = (query as (...a: unknown[]) => unknown).apply(client, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          client.release(error instanceof Error ? error : new Error(String(error)));
          throw error;
        });
      };
      client.query = firstQuery as typeof client.query;
      return client;
    });
  }
}

export async function openPostgres(options: {
  url: string;
  poolSize?: number;
  migrationsFolder?: string;
  /**
   * Who connects, for pg_stat_activity. Only server processes (the default) count in othersConnected: a test
   * reading the database beside a server must not pass for a second instance.
   */
  application?: string;
}): Promise<DatabaseHandle> {
  if (options.migrationsFolder) await migratePostgres(options.url, options.migrationsFolder);
  const applicationName = `${options.application ?? APPLICATION}/${randomBytes(6).toString('hex')}`;
  const config = {
    connectionString: options.url,
    application_name: applicationName,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  };
  const pool = new TransactionSafePool({ ...config, max: options.poolSize ?? 10 });
  // A client that loses its server emits 'error': on the pool when idle, on the client itself when checked
  // out between two queries (inside a transaction). Without a handler either would end the process; the
  // query in progress fails on its own, and the pool discards the broken client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('select 1');
  const listener = createListener(config);
  let closing: Promise<void> | null = null;
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    async ping() {
      await pool.query('select 1');
    },
    async othersConnected() {
      const { rows } = await pool.query<{ others: number }>(
        `select count(*)::int as others from pg_stat_activity
          where datname = current_database() and application_name like $1 and application_name <> $2`,
        [`${APPLICATION}/%`, applicationName],
      );
      return (rows[0]?.others ?? 0) > 0;
    },
    close() {
      // Once, however many callers (a test closes it, then its teardown again): pg's end() refuses a second.
      closing ??= listener.close().then(() => pool.end());
      return closing;
    },
  };
}
