// `npm start`: install what is missing, build what is stale, then run the server (which applies the
// migrations, seeds the demo account in demo mode and listens on PORT, default 3000, with DATA_DIR,
// default ./data).
//
// Plain ESM with Node built-ins only: on a fresh clone this first runs under the machine's own Node,
// before any dependency is installed.
import { join } from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureInstall, reexecUnderPinnedNode } from './lib/ensure-install.mjs';
import { projectEnv, ROOT } from './lib/paths.mjs';
import { handOverTo } from './lib/run.mjs';

const SERVER_ENTRY = join(ROOT, 'apps', 'server', 'dist', 'main.js');

ensureInstall();
await reexecUnderPinnedNode(import.meta.url);
if (buildIfStale() !== 0) process.exit(1);
console.log('[start] node apps/server/dist/main.js');
await handOverTo(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env: projectEnv() });
