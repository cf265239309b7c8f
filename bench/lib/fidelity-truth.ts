import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from './paths';

/**
 * ../shared/fixtures/fidelity-truth.json: the structure of every fixture CV, recorded by hand (see its
 * `_meta`). Only the fields the benchmarks read are typed here.
 */

export interface TruthJob {
  company: string;
  position: string;
  period: string | null;
  context: string | null;
  bullets: string[];
}

export interface TruthDegree {
  degree: string;
  institution: string | null;
  period: string | null;
}

export interface TruthFile {
  /** 'cv/<file>' or 'authored/<file>', relative to the fixtures folder. */
  id: string;
  lang: string;
  layout: string;
  name: string | null;
  experience_heading: string | null;
  experiences: TruthJob[];
  education: TruthDegree[];
  certifications: string[];
  sections: string[];
  /** The matching job offer, relative to the truth file's folder (layouts/ and probe sets). */
  offer?: string;
  /** Paths where another reading is defensible, each followed by its reason in brackets. */
  unclear: string[];
}

export const fidelityTruthFile = join(fixturesDir, 'fidelity-truth.json');

/** The recorded files, or null when the shared fixtures (or this file) are absent; `file` names another truth. */
export function loadFidelityTruth(file = fidelityTruthFile): TruthFile[] | null {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8')) as { files: TruthFile[] };
  return json.files.map((f) => ({ ...f, unclear: f.unclear ?? [] }));
}

/**
 * The reason recorded for `path` ('experiences[2].bullets[3]') among the file's unclear paths, if any: a
 * listed path covers everything under it, and '[*]' stands for any index.
 */
export function unclearReason(file: TruthFile, path: string): string | null {
  for (const entry of file.unclear) {
    const open = entry.indexOf(' (');
    const listed = open < 0 ? entry : entry.slice(0, open);
    const pattern = new RegExp(
      `^${listed.replace(/[.[\]]/g, (c) => `\\${c}`).replace(/\\\[\*\\\]/g, '\\[\\d+\\]')}(?:[.[]|$)`,
    );
    if (pattern.test(path)) return open < 0 ? 'unclear' : entry.slice(open + 2, -1);
  }
  return null;
}
