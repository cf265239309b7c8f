import { readItem, writeItem } from '../../lib/storage';

/** Spec §3: a per-file download counter in local storage, one key per original file name. */
const COUNTER_PREFIX = 'cv.downloadCount.';
const FALLBACK_BASE = 'CV';

/**
 * Spec §4 Download: the original base name, '_', the per-file counter (incremented on each download), '.pdf'.
 * 'CV Camille.pdf' → 'CV Camille_1.pdf', then 'CV Camille_2.pdf'. Characters a file system refuses become '_'.
 */
export function nextDownloadFileName(originalFileName: string | null, storage?: Storage | null): string {
  const base = safeBase(originalFileName);
  const key = `${COUNTER_PREFIX}${base}`;
  const previous = Number.parseInt(readItem(key, storage) ?? '0', 10);
  const count = Number.isFinite(previous) && previous > 0 ? previous + 1 : 1;
  writeItem(key, String(count), storage);
  return `${base}_${count}.pdf`;
}

function safeBase(fileName: string | null): string {
  const base = (fileName ?? '').replace(/\.[^.]*$/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused by file systems.
  const cleaned = base.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '_').trim();
  return cleaned || FALLBACK_BASE;
}
