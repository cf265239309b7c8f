import { openDatabase } from '@cv/db';
import { buildApp } from '../src/app';
import { loadSettings } from '../src/config';
import { seedDemoAccount } from '../src/modules/user/seed-demo-account';
import { startFakeJobSites, testResolver } from './fake-job-sites';
import { savedJobAnswers, savedJobHosts } from './saved-job-sites';

/**
 * The browser journey of issue 27 (e2e/job-offer-link.e2e.test.ts) runs this instead of dist/main.js: the
 * same app with the built web client, the demo account, and the saved job pages on a loopback server that
 * it reads through the tests' resolver (their names and intranet.test → 10.0.0.7, refused). The built
 * server reads public sites only and has no way to be told otherwise, on purpose.
 */
const settings = loadSettings();
const sites = await startFakeJobSites(savedJobAnswers());
const database = await openDatabase({ url: null, dataDir: settings.dataDir });
const app = await buildApp({
  settings,
  database,
  authSecret: 'e2e-secret-'.repeat(4),
  webRoot: new URL('../../web/dist', import.meta.url).pathname,
  logger: { level: settings.logLevel },
  jobFetch: {
    resolve: testResolver({ ...savedJobHosts(), 'intranet.test': ['10.0.0.7'] }).resolve,
    testOnlyLoopbackPort: sites.port,
  },
});
await seedDemoAccount(database, app.auth);
const stop = async () => {
  await app.close();
  await database.close();
  await sites.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: settings.port, host: settings.host });
