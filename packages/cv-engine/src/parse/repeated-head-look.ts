import { endsLikeSentence } from './entry-words';
import type { Entry } from './group-entries';
import type { Line } from './split-lines';

/**
 * 'AZ Sint-Lucas ⇥ Gent' / 'VERPLEEGKUNDIGE GERIATRIE ⇥ sinds 2021' / bullets, … then 'Kinderkamp De Speelvogel ⇥
 * Oostende' / 'MONITOR' (Awesome-CV, Jake's résumé): after a job's bullets, a line printed as that job's first
 * line was — same size, weight, capitals and indent, a column gap on both — opens the next job, even undated and
 * without bullets. Only with a gap on both lines (a bold line alone after bullets may be a job's own sub-heading),
 * and only for a head printed otherwise than the text (bold, capitals).
 */
const SIZE = 0.3; // pt
const INDENT = 2; // pt

export function repeatsHeadLook(line: Line, current: Entry | undefined): boolean {
  const head = current?.header[0];
  if (!current || !head || current.body.length === 0 || line.bullet) return false;
  const [a, b] = [head.layout, line.layout];
  if (!a || !b || !head.text.includes('\t') || !line.text.includes('\t')) return false;
  // a look of its own (bold, capitals), not the body's, and no sentence ('… du service.' beside a town put in
  // the margin)
  if (!a.bold && a.caps === undefined) return false;
  if (endsLikeSentence(line.text.split('\t')[0]!)) return false;
  return (
    Math.abs(a.size - b.size) <= SIZE &&
    Math.abs(a.x - b.x) <= INDENT &&
    (a.bold ?? false) === (b.bold ?? false) &&
    (a.italic ?? false) === (b.italic ?? false) &&
    a.caps === b.caps
  );
}
