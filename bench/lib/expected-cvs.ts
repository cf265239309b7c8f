import { CV_TRUTH, type CvTruth } from '../fixtures-truth';
import { fidelityTruthFile, loadFidelityTruth, type TruthFile } from './fidelity-truth';
import { foldForCompare } from './fold-for-compare';

/**
 * What the parser should find in each fixture CV: e-mail and phone from fixtures-truth.ts, the name and the
 * jobs from ../shared/fixtures/fidelity-truth.json (recorded from the documents, issue 16). Without that
 * file, name and jobs are left unchecked (undefined) and a note says so.
 */

export interface ExpectedCv {
  file: string;
  email: string | null | undefined;
  phone: string | null | undefined;
  name: string | null | undefined;
  /** The employers of the experience section, in page order (one per job). */
  companies: string[] | undefined;
}

export function expectedCvs(): { rows: ExpectedCv[]; notes: string[] } {
  const truth = loadFidelityTruth();
  const recorded = new Map<string, TruthFile>((truth ?? []).map((f) => [f.id, f]));
  const contact = new Map<string, CvTruth>(CV_TRUTH.map((t) => [t.file, t]));
  const files = [...new Set([...contact.keys(), ...recorded.keys()])];
  const notes = truth ? [] : [`${fidelityTruthFile} not found: names and jobs of the CVs not checked`];
  const rows = files.map((file) => {
    const r = recorded.get(file);
    const c = contact.get(file);
    return {
      file,
      email: c?.email,
      phone: c?.phone,
      name: r ? r.name : undefined,
      companies: r?.experiences.map((e) => e.company),
    };
  });
  return { rows, notes };
}

/** The recorded employers a parsed experience names (its company field holds the name, folded). */
export function companiesFound(expected: string[], parsedCompanies: string[]): string[] {
  const parsed = parsedCompanies.map(foldForCompare);
  return expected.filter((c) => parsed.some((p) => p.includes(foldForCompare(c))));
}
