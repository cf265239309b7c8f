import { findPeriod } from './find-period';
import type { ReadJob } from './roles-under-employer';

/**
 * Parse step 6a — the jobs of one section share one layout. A CV writes every entry the same way: when most jobs
 * put the employer on one header line and the title on another ('GROUPE VALMORIN' / 'Directeur général France' /
 * '2019 – 2024 | Paris'), a job read the other way round, with the same lines, was misread — its title's words
 * were unknown to us ('Officier de réserve'), or its employer's looked like a title ('Coopérative agricole') —
 * and takes the layout of the others. Only jobs whose employer and title stand on lines of their own vote, and a
 * layout needs at least two votes and twice as many as the other.
 */
type Layout = { readonly position: number; readonly company: number };

const MIN_VOTES = 2;

export function sameLayoutForAll(jobs: readonly ReadJob[]): ReadJob[] {
  const layouts = jobs.map(layoutOf);
  const votes = new Map<string, number>();
  for (const layout of layouts) if (layout) votes.set(keyOf(layout), (votes.get(keyOf(layout)) ?? 0) + 1);
  const [winner, count] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count < MIN_VOTES) return [...jobs];
  return jobs.map((read, i) => {
    const layout = layouts[i];
    if (!layout || keyOf({ position: layout.company, company: layout.position }) !== winner) return read;
    if ((votes.get(keyOf(layout)) ?? 0) * 2 > count) return read;
    const { job } = read;
    return { ...read, job: { ...job, company: job.position, position: job.company } };
  });
}

/** Which header line holds the position and which the company, when they stand on lines of their own. */
function layoutOf(read: ReadJob): Layout | undefined {
  if (read.labelled || read.job.company === '' || read.job.position === '') return undefined;
  const lineOf = (text: string) => read.header.findIndex((line) => line.text.includes(text));
  const position = lineOf(read.job.position);
  const company = lineOf(read.job.company);
  if (position < 0 || company < 0 || position === company) return undefined;
  // the line must hold the field and little else (its dates aside): a title or an employer of its own
  // — or open it, its place after it ('Benali Distribution SAS chez Saint-Étienne')
  const alone = (at: number, text: string) => {
    const line = withoutDates(read.header[at]!.text);
    return line.length <= text.length + 3 || line.startsWith(text);
  };
  return alone(position, read.job.position) && alone(company, read.job.company)
    ? { position, company }
    : undefined;
}

/** A header line without its period and the separators around it ('Téléconseillère | 2016 – 2019'). */
function withoutDates(text: string): string {
  const found = findPeriod(text);
  const rest = found ? text.replace(found.period, '') : text;
  return rest.replace(/[\s|·•—–-]+$/u, '').replace(/^[\s|·•—–-]+/u, '');
}

const keyOf = (layout: Layout) => `${layout.position}>${layout.company}`;
