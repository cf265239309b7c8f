import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirInUseError, openDatabase } from '@cv/db';
import { buildApp } from './app';
import { loadSettings, type Settings, SettingsError } from './config';
import { refundAbandonedGenerations } from './modules/cv/generation-ledger';
import { seedDemoAccount } from './modules/user/seed-demo-account';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Production must be given AUTH_SECRET (checked in config.ts). Elsewhere a random one is kept in the data
 * folder, so that sessions survive a restart without anyone having to invent a secret.
 */
function resolveAuthSecret(settings: Settings): string {
  if (settings.authSecret) return settings.authSecret;
  const file = join(settings.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(settings.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The bundled server (dist/main.js) carries its migrations beside it; from source, the db package's. */
function bundledPath(name: string): string | undefined {
  const path = join(here, name);
  return existsSync(path) ? path : undefined;
}

function readSettings(): Settings {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`[config] The server cannot start:\n${error.problems.map((p) => `  ${p}`).join('\n')}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const settings = readSettings();
  const started = Date.now();
  const database = await openDatabase({
    url: settings.databaseUrl,
    dataDir: settings.dataDir,
    migrationsFolder: bundledPath('migrations'),
  }).catch((error) => {
    console.error(
      `[db] ${error instanceof DataDirInUseError ? error.message : `cannot open the database: ${error}`}`,
    );
    process.exit(1);
  });
  const app = await buildApp({
    settings,
    database,
    authSecret: resolveAuthSecret(settings),
    webRoot: bundledPath('../../web/dist') ?? null,
    logger: { level: settings.logLevel },
  });
  // A reservation older than the longest possible generation belongs to a process that died mid-request
  // (or whose refund could not reach the database). A process alone on its database knows that every open
  // reservation is such an orphan — a restart after a crash gives the credits back at once; with other
  // instances running, only the old ones are. Then every minute, for the orphans of instances that died
  // while others ran on.
  const abandonAfterMs = settings.ai.timeoutMs + 5 * 60_000;
  const alone = !(await database.othersConnected());
  const refunded = await refundAbandonedGenerations(database.db, alone ? 0 : abandonAfterMs);
  if (refunded > 0) app.log.warn(`${refunded} abandoned generation credit(s) refunded`);
  const sweep = setInterval(() => {
    refundAbandonedGenerations(database.db, abandonAfterMs).then(
      (count) => count > 0 && app.log.warn(`${count} abandoned generation credit(s) refunded`),
      (error: unknown) => app.log.warn({ err: error }, 'abandoned-generation sweep failed'),
    );
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));
  if (settings.demoMode && (await seedDemoAccount(database, app.auth))) {
    app.log.info('demo account demo@example.com created with 100 credits');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  app.log.info(
    `${settings.appName} ${settings.appVersion} serving on ${settings.appUrl} ` +
      `(${database.kind}, ${settings.demoMode ? 'demo mode' : 'live mode'}, ready in ${Date.now() - started} ms)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
