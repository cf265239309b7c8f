import { fold } from '../text/fold';
import { hasCompanyWord, hasInstitutionWord, hasJobTitleWord } from './entry-words';
import { findPeriod } from './find-period';
import type { ReadJob } from './roles-under-employer';

/**
 * Parse step 6a — the jobs of one section share one layout. A CV writes every entry the same way: when most jobs
 * put the employer on one header line and the title on another ('GROUPE VALMORIN' / 'Directeur général France' /
 * '2019 – 2024 | Paris'), a job read the other way round, with the same lines, was misread — its title's words
 * were unknown to us ('Officier de réserve'), or its employer's looked like a title ('Coopérative agricole') —
 * and takes the layout of the others. Jobs whose employer and title stand on lines of their own vote, and so do
 * jobs that write both on one line in an order ('Spokane State University, Senior Lecturer'); a layout needs at
 * least two votes and twice as many as the other. A job whose title reads like an employer's name ('… University',
 * '… B.V.') while its employer does not has no vote.
 */
type Layout = { readonly position: number; readonly company: number };

const MIN_VOTES = 2;

export function sameLayoutForAll(jobs: readonly ReadJob[]): ReadJob[] {
  return noEmployerBelowItsDates(titlesOnTheirDatesLine(sameOrder(jobs)));
}

function sameOrder(jobs: readonly ReadJob[]): ReadJob[] {
  const layouts = jobs.map(layoutOf);
  const votes = new Map<string, number>();
  // a job whose title reads like an employer's name and whose employer does not was misread: it votes for the
  // other layout ('Hôtel Les Glycines — Commis de cuisine' read title first says the CV writes employer first)
  jobs.forEach((read, i) => {
    const layout = layouts[i];
    if (!layout) return;
    const key = misread(read) ? keyOf(swapped(layout)) : keyOf(layout);
    votes.set(key, (votes.get(key) ?? 0) + 1);
  });
  const [winner, count] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count < MIN_VOTES) return [...jobs];
  return jobs.map((read, i) => {
    const layout = layouts[i];
    if (!layout || keyOf(swapped(layout)) !== winner) return read;
    const own = votes.get(keyOf(layout)) ?? 0;
    const { job } = read;
    // a title word where the job put its title, none in its employer: the job's own words stand
    if (hasJobTitleWord(fold(job.position)) && !hasJobTitleWord(fold(job.company))) return read;
    if (own * 2 > count) return read;
    return { ...read, job: { ...job, company: job.position, position: job.company } };
  });
}

/** Which header line holds the position and which the company, when they stand on lines of their own. */
function layoutOf(read: ReadJob): Layout | undefined {
  if (read.labelled || read.job.company === '' || read.job.position === '') return undefined;
  const lineOf = (text: string) => read.header.findIndex((line) => line.text.includes(text));
  const position = lineOf(read.job.position);
  const company = lineOf(read.job.company);
  if (position < 0 || company < 0) return undefined;
  if (position === company) {
    // one line: the order of the two on it ('Employer, Title' or 'Title — Employer')
    const text = read.header[position]!.text;
    const before = text.indexOf(read.job.position) < text.indexOf(read.job.company);
    return { position: before ? -1 : -2, company: before ? -2 : -1 };
  }
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
const swapped = (layout: Layout): Layout => ({ position: layout.company, company: layout.position });

const misread = ({ job }: ReadJob) => namesEmployer(job.position) && !namesEmployer(job.company);

/** A name an employer has: a school, a hospital, a legal form or a group word, and no title word. */
const namesEmployer = (text: string) =>
  (hasInstitutionWord(fold(text)) || hasCompanyWord(text)) && !hasJobTitleWord(fold(text));

/**
 * 'WOONZORGCENTRUM HOF TER BEKE' / 'Verpleegkundige | 06/2016 - 12/2017' / • … / 'Helpende zorg en welzijn |
 * 11/2014 - 05/2016' / 'Afdeling interne geneeskunde, 30 bedden': when the section's jobs write the title on the
 * line of their dates under the employer's own line, a job whose first line holds its dates has no employer line:
 * that line is its title (a second role under the employer above) and the next one says something about it.
 */
function titlesOnTheirDatesLine(jobs: readonly ReadJob[]): ReadJob[] {
  const datesLine = (read: ReadJob) => read.header.findIndex((line) => findPeriod(line.text) !== undefined);
  const lineOf = (read: ReadJob, text: string) =>
    text === '' ? -1 : read.header.findIndex((line) => line.text.includes(text));
  const titled = jobs.filter((read) => {
    const at = datesLine(read);
    return (
      !read.labelled &&
      at > 0 &&
      lineOf(read, read.job.position) === at &&
      lineOf(read, read.job.company) === at - 1
    );
  });
  if (titled.length < MIN_VOTES || titled.length * 2 < jobs.length) return [...jobs];
  return jobs.map((read, i) => {
    const { job } = read;
    if (i === 0 || read.labelled || datesLine(read) !== 0 || lineOf(read, job.company) !== 0) return read;
    if (lineOf(read, job.position) !== 1) return read;
    return {
      ...read,
      employerOnItsLine: false,
      job: { ...job, company: '', position: job.company, description: [job.position, ...job.description] },
    };
  });
}

/**
 * 'Reading Housing Association' / 'Finance Manager' / '2021-09 - Today' / • … / 'Purchase Ledger Clerk' /
 * '2020-11 - 2021-08' / 'Manufacturing SME, £12m turnover' / • …: when the section's jobs name their employer on
 * a line above their title, a job whose title opens it and whose 'employer' stands below its dates names none:
 * it is a second role under the employer above, and that line says something about the role (its context).
 */
function noEmployerBelowItsDates(jobs: readonly ReadJob[]): ReadJob[] {
  const employerFirst = jobs.filter((read) => {
    const layout = layoutOf(read);
    return layout !== undefined && layout.company >= 0 && layout.company < layout.position;
  });
  if (employerFirst.length < MIN_VOTES || employerFirst.length * 2 < jobs.length) return [...jobs];
  return jobs.map((read, i) => {
    const { job, header } = read;
    if (i === 0 || read.labelled || job.company === '' || job.position === '') return read;
    const dates = header.findIndex((line) => findPeriod(line.text) !== undefined);
    const company = header.findIndex((line) => line.text.includes(job.company));
    if (dates < 0 || company <= dates || !header[0]!.text.startsWith(job.position)) return read;
    const line = header[company]!.text;
    const [first, ...rest] = job.description;
    const description = first !== undefined && line.includes(first) ? rest : job.description;
    return {
      ...read,
      employerOnItsLine: false,
      job: { ...job, company: '', description: [line, ...description] },
    };
  });
}
