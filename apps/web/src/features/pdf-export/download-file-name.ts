import { readItem, writeItem } from '../../lib/storage';

/** Spec §3: a per-file download counter in local storage, one key per file name and format. */
const COUNTER_PREFIX = 'cv.downloadCount.';
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
}

/**
 * The downloaded file's name: 'CV_Maelle-Duchateau_Developpeur-Full-Stack_1.pdf' — what a recruiter sees in
 * an inbox or an ATS, saying whose CV it is and for which job. Accents and signs are folded to ASCII (some
 * upload forms and zip tools still mangle them). Without a name in the CV, the original file's base name
 * (spec §4). The spec's per-file counter follows, incremented on each download of that name and format.
 */
export function nextDownloadFileName(parts: DownloadNameParts, storage?: Storage | null): string {
  const base = baseName(parts);
  const key = `${COUNTER_PREFIX}${base}.${parts.extension}`;
  const previous = Number.parseInt(readItem(key, storage) ?? '0', 10);
  const count = Number.isFinite(previous) && previous > 0 ? previous + 1 : 1;
  writeItem(key, String(count), storage);
  return `${base}_${count}.${parts.extension}`;
}

function baseName({ personName, jobTitle, originalFileName }: DownloadNameParts): string {
  const person = slug(personName ?? '');
  if (person) {
    const title = shorten(slug(jobTitle ?? ''), MAX_TITLE_LENGTH);
    return ['CV', person, title].filter(Boolean).join('_');
  }
  const original = (originalFileName ?? '').replace(/\.[^.]*$/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused by file systems.
  const cleaned = original.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '_').trim();
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
