import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

/**
 * The probe documents' truth (bench/probe-docs to probe-docs-5, written apart by five authors; read by
 * `cv-fidelity --set`): each set's truth.json has the
 * fixtures' shape, names documents and offers that exist, and the two sets share no file. Shape only: what the
 * engine makes of them is the bench's business, and held-out's failures are never read.
 */

const FOLDERS = [
  'bench/probe-docs',
  'bench/probe-docs-2',
  'bench/probe-docs-3',
  'bench/probe-docs-4',
  'bench/probe-docs-5',
] as const;
const SETS = ['tuning', 'held-out'] as const;
const text = (v: unknown) => typeof v === 'string' && v.trim() === v && v.length > 0;
const textOrNull = (v: unknown) => v === null || text(v);

function readSet(folder: string, name: string) {
  const dir = join(projectRoot, folder, name);
  const json = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as {
    _meta: Record<string, unknown>;
    files: Record<string, unknown>[];
  };
  return { dir, json };
}

const folderSets = FOLDERS.flatMap((folder) => SETS.map((name) => [folder, name] as const));

describe.each(folderSets)('%s/%s/truth.json', (folder, name) => {
  const { dir, json } = readSet(folder, name);

  it('names documents and offers that exist in the set folder', () => {
    expect(json.files.length).toBeGreaterThan(0);
    for (const f of json.files) {
      expect(existsSync(join(dir, f.id as string)), f.id as string).toBe(true);
      expect(f.offer, f.id as string).toMatch(/^offers\/.+\.txt$/);
      expect(existsSync(join(dir, f.offer as string)), f.offer as string).toBe(true);
    }
  });

  it('has the fixtures truth shape for every file', () => {
    expect(typeof json._meta.conventions).toBe('string');
    for (const f of json.files) {
      const id = f.id as string;
      expect(id, id).toMatch(/\.(pdf|docx)$/);
      expect(['fr', 'en', 'nl'], id).toContain(f.lang);
      expect(text(f.layout) && text(f.name) && text(f.experience_heading), id).toBe(true);
      const jobs = f.experiences as Record<string, unknown>[];
      expect(jobs.length, id).toBeGreaterThan(0);
      for (const j of jobs) {
        expect(text(j.company) && text(j.position) && textOrNull(j.period) && textOrNull(j.context), id).toBe(
          true,
        );
        expect((j.bullets as unknown[]).every(text), id).toBe(true);
      }
      for (const g of f.education as Record<string, unknown>[])
        expect(text(g.degree) && textOrNull(g.institution) && textOrNull(g.period), id).toBe(true);
      expect((f.certifications as unknown[]).every(text), id).toBe(true);
      expect((f.sections as string[]).includes(f.experience_heading as string), id).toBe(true);
      expect(Array.isArray(f.unclear), id).toBe(true);
    }
  });
});

describe.each(FOLDERS)('%s sets', (folder) => {
  it('share no document, and hold all three languages each', () => {
    const [tuning, heldOut] = SETS.map((s) => readSet(folder, s).json.files);
    const ids = new Set(tuning!.map((f) => f.id));
    expect(heldOut!.filter((f) => ids.has(f.id))).toEqual([]);
    for (const files of [tuning!, heldOut!])
      expect(new Set(files.map((f) => f.lang))).toEqual(new Set(['fr', 'en', 'nl']));
  });
});
