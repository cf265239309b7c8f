import type { EntryField } from '../data/entry-field-labels';
import { PLACE_WORDS } from '../data/places';
import { fold } from '../text/fold';
import { commaPieces } from './comma-pieces';
import { endsWithLegalForm, hasCompanyWord } from './entry-words';
import { findPeriod } from './find-period';
import type { Entry } from './group-entries';
import type { Line } from './split-lines';

/**
 * Jobs written as labelled lines ('Période : 2016 – 2020' / 'Fonction : Ouvrier viticole' / 'Employeur :
 * Domaine Roux, Épernay' / 'Tâches : – …'): the labels, not the look of the lines, say where a job starts and
 * which line is which (parse/extract-experience.ts strips the labels of the fields and keeps which they were).
 */

/** A label before the line's text ('Tâches :', 'Duties:', 'Taken:'), whatever it names. */
const ANY_LABEL = /^[^:]{2,25}?\s*:\s*\S/;

/**
 * 'Période : vendanges 2013 et 2014' after a job that has its 'Période :' already: a field a job has once, given
 * again, is the next job's — whatever its words look like (a season, a lone year).
 */
export function repeatsField(
  line: Line,
  current: Entry | undefined,
  fields: ReadonlyMap<Line, EntryField>,
): boolean {
  const field = fields.get(line);
  return field !== undefined && current?.header.some((h) => fields.get(h) === field) === true;
}

/**
 * 'Tâches : – Travaux en vert' under a job whose fields are labelled: another labelled line (its duties, its
 * tools) is that job's detail, never the first line of the next job, even right above the next job's dates.
 */
export function labelledDetail(line: Line, current: Entry, fields: ReadonlyMap<Line, EntryField>): boolean {
  return (
    !line.bullet &&
    !fields.has(line) &&
    ANY_LABEL.test(line.text) &&
    current.header.some((h) => fields.get(h) === 'company' || fields.get(h) === 'position')
  );
}

/**
 * 'Employeur : Champagne Vautrin, Épernay': the employer's field names the firm and, after its last comma, the
 * town it works in, as a header line does ('Dura Vermeer, Hengelo'): one capitalised word ('Cluj-Napoca', 'Aÿ')
 * or a known place, no firm's word and no legal form ('Jansen, BV' stays whole). The town stays in the job's text.
 */
export function employerAndTown(text: string): { company: string; town?: string } {
  const pieces = commaPieces(text);
  const town = pieces.at(-1);
  if (pieces.length < 2 || town === undefined) return { company: text };
  const oneWord = /^\p{Lu}[\p{L}’'-]*$/u.test(town);
  if (!(oneWord || PLACE_WORDS.has(fold(town))) || hasCompanyWord(town) || endsWithLegalForm(town))
    return { company: text };
  return { company: text.slice(0, text.lastIndexOf(town)).replace(/[\s,]+$/, ''), town };
}

/** A period field's value, whole, when it holds dates ('vendanges 2013 et 2014', 'Summer 2016'). */
export function labelledPeriod(value: string | undefined): string | undefined {
  return value !== undefined && findPeriod(value) !== undefined ? value.trim() : undefined;
}
