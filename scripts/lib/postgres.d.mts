// Types of postgres.mjs for the TypeScript code that uses it (tests and benchmarks).

export type ShutdownMode = 'smart' | 'fast' | 'immediate';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:port/postgres (trust auth, loopback only). */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server for good and removes its files (also done on process exit). */
  stop(): void;
  /** Stops the server only (pg_ctl stop -m mode, default fast); its data and port are kept. */
  stopServer(mode?: ShutdownMode): Promise<void>;
  /** Starts the same cluster again on the same port, once it accepts connections. */
  startServer(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number>;

export function startPostgres(): Promise<ThrowawayPostgres>;
