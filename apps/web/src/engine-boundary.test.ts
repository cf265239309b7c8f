import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The rewriter stays on the server (issue 21, finding 6): the web imported the engine's barrel, and a lazy
 * chunk served to anyone carried `optimizeCv` and `rewriteBuiltIn` — run in Node, a paid built-in
 * generation for free. The browser has its own entry, '@cv/cv-engine/browser'. This walks what the page can
 * load — from index.html's script, through every import, `import()` and worker (`new URL(…, import.meta.url)`),
 * into the engine by its package exports — and fails if any rewriter file is reached. Type-only imports
 * are left out: they never reach a bundle. No build needed.
 */
const root = join(import.meta.dirname, '../../..');
const engineDir = join(root, 'packages/cv-engine');
const engineExports: Record<string, string> = JSON.parse(
  readFileSync(join(engineDir, 'package.json'), 'utf8'),
).exports;

/** The server's side of the engine: what rewrites a CV, its AI gates, its letters, and the entries holding them. */
const SERVER_ONLY = [
  'src/index.ts', // the barrel: every export, the rewriter's included
  'src/ai.ts',
  'src/letter.ts',
  'src/optimize/', // optimizeCv, rewriteBuiltIn, rewriteWithAi
  'src/document/plan-changes.ts',
  'src/document/rewrite-by-changes.ts',
  'src/document/changes/plan-', // each kind of change the rewrite plans (their reasons' texts are shared)
  'src/rewrite/',
  'src/tailor/', // the tailoring moves: headline, summary lead, bullet order, surfaced skills
  // what a generation says it changed (its sentences are shared: the page words them in its language)
  'src/improvements/list-improvements.ts',
  'src/document/gates/', // what a model's changes must pass
  'src/letter/',
].map((path) => join(engineDir, path));

function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  let base: string;
  if (bare.startsWith('.')) base = resolve(dirname(from), bare);
  else if (bare === '@cv/cv-engine' || bare.startsWith('@cv/cv-engine/')) {
    const target = engineExports[`.${bare.slice('@cv/cv-engine'.length)}`];
    if (!target) throw new Error(`${relative(root, from)}: no engine entry '${bare}'`);
    base = join(engineDir, target);
  } else return null; // a library from node_modules, a virtual module
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  return null; // a stylesheet, a font, JSON
}

/** Every source file the page can load, from index.html's module script. */
function browserGraph(): Set<string> {
  const html = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) =>
    join(import.meta.dirname, '..', m[1]!),
  );
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8').replace(/^\s*(import|export)\s+type\s[^;]*;/gm, '');
    const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
    for (const worker of text.matchAll(/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g))
      specifiers.push(worker[1]!);
    for (const specifier of specifiers) {
      const next = resolveImport(file, specifier);
      if (next) pending.push(next);
    }
  }
  return seen;
}

describe('the engine in the browser', () => {
  const graph = browserGraph();
  const reached = (path: string) => graph.has(join(root, path));

  it('reaches what the page uses: reading, scoring, applying changes, the workers', () => {
    for (const path of [
      'apps/web/src/features/match-check/match-check.worker.ts',
      'apps/web/src/features/reading-review/reading-review.worker.ts',
      'packages/cv-engine/src/score/score-cv.ts',
      'packages/cv-engine/src/document/apply-changes.ts',
      'packages/cv-engine/src/extraction/pdf/read-pdf-page.ts',
      'packages/cv-engine/src/layout/layout-cv-text.ts',
    ])
      expect(reached(path), path).toBe(true);
  });

  it('never reaches the rewriter', () => {
    const serverOnly = [...graph].filter((file) => SERVER_ONLY.some((path) => file.startsWith(path)));
    expect(serverOnly.map((file) => relative(root, file))).toEqual([]);
  });
});
