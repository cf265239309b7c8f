import { estimateTextWidth } from './estimate-text-width';
import type { ExportBlock } from './export-blocks';
import type { ExportTemplate } from './export-templates';
import { layoutPdf, TIGHTENING } from './pdf-layout';

/** A last page filled less than this is worth tightening for (as in the PDF); more than the next, at risk. */
const SPARSE_LAST_PAGE = 0.4;
const FULL_LAST_PAGE = 0.9;

/**
 * Word paginates by itself, so the spacing is chosen before: the PDF's page layout, run with Word's font
 * widths estimated, tells whether the last page would be nearly empty (then the spacing tightens as the
 * PDF's does, to save that page) or full to the brim (then a little, as a margin for Word's own wrapping:
 * a 2-page CV must not spill one line onto a third page).
 */
export function wordTightness(blocks: ExportBlock[], template: ExportTemplate): number {
  const measure = (text: string, bold: boolean, size: number) =>
    estimateTextWidth(text, bold, size, template.docxFont);
  const loose = layoutPdf(blocks, measure, template, { tighten: false });
  if (loose.pages > 1 && loose.lastPageFill < SPARSE_LAST_PAGE)
    return layoutPdf(blocks, measure, template).tightness;
  return loose.lastPageFill > FULL_LAST_PAGE ? TIGHTENING[1] : 1;
}

/** The template with its gaps and leading scaled as the PDF layout scales them. */
export function tightened(template: ExportTemplate, tightness: number): ExportTemplate {
  if (tightness === 1) return template;
  const gaps = template.spaceBefore;
  return {
    ...template,
    lineSpacing: 1 + (template.lineSpacing - 1) * tightness,
    spaceBefore: {
      contact: gaps.contact * tightness,
      title: gaps.title * tightness,
      heading: gaps.heading * tightness,
      block: gaps.block * tightness,
      part: gaps.part * tightness,
    },
  };
}

/**
 * About how many pages Word will make of the CV: the page layout with Word's font widths estimated and the
 * spacing the Word file is given. Word paginates by itself, so this is an estimate, said as one (issue 25).
 */
export function estimateWordPages(blocks: ExportBlock[], template: ExportTemplate): number {
  const measure = (text: string, bold: boolean, size: number) =>
    estimateTextWidth(text, bold, size, template.docxFont);
  const spaced = tightened(template, wordTightness(blocks, template));
  return layoutPdf(blocks, measure, spaced, { tighten: false }).pages;
}
