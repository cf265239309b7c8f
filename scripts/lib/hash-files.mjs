// Content hashes for the "is it up to date?" stamps. Contents, not mtimes: a fresh clone or a
// `git checkout` touches every mtime, and we only want to redo work when something really changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './paths.mjs';

// Only outputs and dependencies: a source folder may well be called `data` (word lists, tables).
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/** Every file under `dir` (absolute paths, sorted), skipping build outputs, dependencies and dot-folders. */
export function listFiles(dir, keep = () => true) {
  if (!existsSync(dir)) return [];
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && !SKIPPED_DIRS.has(entry.name)) files.push(...listFiles(path, keep));
    } else if (entry.isFile() && keep(path)) {
      files.push(path);
    }
  }
  return files.sort();
}

/** One sha256 over the paths (relative to the repo) and contents; a missing file hashes as absent. */
export function hashFiles(paths) {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) {
    hash.update(`${relative(ROOT, path)}\0`);
    hash.update(existsSync(path) ? readFileSync(path) : '<absent>');
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function readStamp(path) {
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : null;
}

export function writeStamp(path, hash) {
  writeFileSync(path, `${hash}\n`);
}
