// System programs the tests need and npm cannot provide: Chromium for the browser tests (Playwright cannot
// download its own browser on this network) and the PostgreSQL server binaries. Installed from Debian's apt
// repositories when missing and we are root (as in CI); otherwise we say what to install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_POSTGRES_LIB = '/usr/lib/postgresql';
const POSTGRES_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];

let aptIndexFresh = false;

export function isRoot() {
  return process.getuid?.() === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * apt-get install, after one `apt-get update` per run (a fresh machine has no package index). The lock
 * timeout waits for another apt run (unattended upgrades) instead of failing at once.
 */
export function aptInstall(packages) {
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  if (!aptIndexFresh) {
    console.log('[system] apt-get update');
    if (!run('apt-get', [...lockWait, 'update', '-qq'])) return false;
    aptIndexFresh = true;
  }
  console.log(`[system] apt-get install -y ${packages.join(' ')}`);
  return run('apt-get', [...lockWait, 'install', '-y', '-qq', ...packages]);
}

/** The Chromium to drive (CHROMIUM_PATH, else Debian's), installing Debian's when absent; null if unavailable. */
export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  if (existsSync(wanted)) return wanted;
  if (wanted !== DEBIAN_CHROMIUM) {
    console.error(`[system] CHROMIUM_PATH=${wanted} does not exist`);
    return null;
  }
  if (!isRoot()) {
    console.error(`[system] ${DEBIAN_CHROMIUM} is missing: run \`sudo apt-get install -y chromium\``);
    return null;
  }
  return aptInstall(['chromium']) && existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

/** The folder holding initdb, pg_ctl and postgres: first on PATH, else Debian's newest version folder. */
export function findPostgresBinDir() {
  const pathDirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return [...pathDirs, ...debianPostgresBinDirs()].find(hasPostgresPrograms) ?? null;
}

function debianPostgresBinDirs() {
  if (!existsSync(DEBIAN_POSTGRES_LIB)) return [];
  return readdirSync(DEBIAN_POSTGRES_LIB)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_POSTGRES_LIB, version, 'bin'));
}

function hasPostgresPrograms(dir) {
  return POSTGRES_PROGRAMS.every((program) => existsSync(join(dir, program)));
}

/** The PostgreSQL server binaries' folder, installing Debian's `postgresql` when absent; null if unavailable. */
export function ensurePostgresBinaries() {
  const found = findPostgresBinDir();
  if (found) return found;
  if (!isRoot()) {
    console.error('[system] PostgreSQL server binaries not found: run `sudo apt-get install -y postgresql`');
    return null;
  }
  return aptInstall(['postgresql']) ? findPostgresBinDir() : null;
}
