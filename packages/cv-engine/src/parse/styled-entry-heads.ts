import { commaPieces } from './comma-pieces';
import { findPeriod } from './find-period';
import type { Entry } from './group-entries';
import type { Line } from './split-lines';

/**
 * 'Office Junior, Murphy & Lynch Accountants' / 'Part-time Cashier, Riverside Credit Union', each in the Word
 * file's own 'Heading 2': a résumé template gives each job's 'Title, Employer' line one heading style (its dates
 * another), so a second line of that style, itself a title and an employer, is the next job's — even undated and
 * with no bullets between. Only a style the file names (layout.heading, DOCX): two bold lines of a PDF look
 * alike whether they are two jobs or an employer and its role.
 */
export function repeatsStyledHead(line: Line, current: Entry | undefined): boolean {
  const level = line.layout?.heading;
  if (current === undefined || level === undefined || level < 2 || !namesTwoThings(line)) return false;
  return current.header.some((head) => head.layout?.heading === level && namesTwoThings(head));
}

/** Undated, and two pieces at least between commas ('Title, Employer'). */
const namesTwoThings = (line: Line) =>
  !line.bullet && findPeriod(line.text) === undefined && commaPieces(line.text).length >= 2;
