import { readItem, writeItem } from '../../lib/storage';
import { type ExportTemplateId, isExportTemplateId } from './export-templates';

/** The template chosen for the last download, remembered in this browser for the next CV. */
const KEY = 'cv.exportTemplate';

export function readTemplateChoice(storage?: Storage | null): ExportTemplateId {
  const stored = readItem(KEY, storage);
  return isExportTemplateId(stored) ? stored : 'classic';
}

export function saveTemplateChoice(id: ExportTemplateId, storage?: Storage | null): void {
  writeItem(KEY, id, storage);
}
