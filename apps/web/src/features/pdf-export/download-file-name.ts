import { readItem, writeItem } from '../../lib/storage';

/** Spec §3: a per-file download counter in local storage, one key per file name and format. */
const COUNTER_PREFIX = 'cv.downloadCount.';
/** Beside it, which CV text that number was given to. */
const TEXT_PREFIX = 'cv.downloadText.';
const FALLBACK_BASE = 'CV';
/** Long enough for 'Responsable administratif et financier', short enough for a mail client's list. */
const MAX_TITLE_LENGTH = 60;

export interface DownloadNameParts {
  /** The person's name, as the CV's first line gives it. */
  personName?: string | null;
  /** The offer's job title. */
  jobTitle?: string | null;
  /** The uploaded file's name: the name used when the CV gives no person's name. */
  originalFileName?: string | null;
  extension: 'pdf' | 'docx';
  /** The CV's (or the letter's) text: the same text downloaded again (in another template) keeps its number. */
  text?: string;
  /** The file's first word: 'CV' (default), or a cover letter's in its language ('Lettre-de-motivation'). */
  prefix?: string;
}

/**
 * The downloaded file's name: 'CV_Maelle-Duchateau_Developpeur-Full-Stack_1.pdf' — what a recruiter sees in
 * an inbox or an ATS, saying whose CV it is and for which job. Accents and signs are folded to ASCII (some
 * upload forms and zip tools still mangle them). Without a name in the CV, the original file's base name
 * (spec §4). The spec's per-file counter follows, incremented for each new version of the CV downloaded under
 * that name and format: the same text again — in another template, say — keeps its number (issue 25: the
 * number counted template switches, not versions).
 */
export function nextDownloadFileName(parts: DownloadNameParts, storage?: Storage | null): string {
  const base = baseName(parts);
  const key = `${COUNTER_PREFIX}${base}.${parts.extension}`;
  const textKey = `${TEXT_PREFIX}${base}.${parts.extension}`;
  const previous = Number.parseInt(readItem(key, storage) ?? '0', 10);
  const known = Number.isFinite(previous) && previous > 0;
  const print = parts.text === undefined ? null : fingerprint(parts.text);
  if (known && print !== null && readItem(textKey, storage) === print)
    return `${base}_${previous}.${parts.extension}`;
  const count = known ? previous + 1 : 1;
  writeItem(key, String(count), storage);
  if (print !== null) writeItem(textKey, print, storage);
  return `${base}_${count}.${parts.extension}`;
}

/** A short mark of a text (FNV-1a, 32 bits): enough to tell this CV's versions apart, nothing of it kept. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function baseName({
  personName,
  jobTitle,
  originalFileName,
  prefix = FALLBACK_BASE,
}: DownloadNameParts): string {
  const person = slug(personName ?? '');
  if (person) {
    const title = shorten(slug(jobTitle ?? ''), MAX_TITLE_LENGTH);
    return [prefix, person, title].filter(Boolean).join('_');
  }
  const original = (originalFileName ?? '').replace(/\.[^.]*$/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused by file systems.
  const cleaned = original.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '_').trim();
  // a letter is never named as its CV is: it says what it is before the CV's file name
  if (prefix !== FALLBACK_BASE) return [prefix, cleaned].filter(Boolean).join('_');
  return cleaned || FALLBACK_BASE;
}

/** Cut at the last word boundary within `max` characters. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const boundary = cut.lastIndexOf('-');
  return boundary > 0 ? cut.slice(0, boundary) : cut;
}

/** 'Maëlle Duchâteau' → 'Maelle-Duchateau'; 'Œuvre & Ĳssel' → 'OEuvre-IJssel'. */
function slug(text: string): string {
  return text
    .replace(/[Œœ]/g, (c) => (c === 'Œ' ? 'OE' : 'oe'))
    .replace(/[Ĳĳ]/g, (c) => (c === 'Ĳ' ? 'IJ' : 'ij'))
    .replace(/[Ææ]/g, (c) => (c === 'Æ' ? 'AE' : 'ae'))
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
