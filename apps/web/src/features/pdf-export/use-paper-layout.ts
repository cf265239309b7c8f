import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { estimateTextWidth } from './estimate-text-width';
import { type ExportBlock, exportBlocks } from './export-blocks';
import type { ExportTemplate } from './export-templates';
import { loadPaperFont, measureWithPaperFont } from './measure-with-font';
import { pdfFontSubsetCovers } from './pdf-font-coverage';
import { layoutPdf, type Measure } from './pdf-layout';
import { estimateWordPages } from './word-pages';

/** Where a page starts: before this block (possibly in its middle: `split`). */
export interface PageStart {
  page: number;
  block: number;
  split: boolean;
}

export interface PaperLayout {
  blocks: ExportBlock[];
  /** Pages 2…n; page 1 starts with the first block. */
  pageStarts: PageStart[];
  /** The PDF's pages — null until the PDF's font is there to measure with (an estimate is no promise). */
  pdfPages: number | null;
  /** About how many pages Word will make (it paginates by itself). */
  wordPages: number;
}

/** DejaVu Sans is wider than Helvetica: the estimate used for the first drawing, before the font has come. */
const DEJAVU_TO_HELVETICA = 1.1;
const estimate: Measure = (text, bold, size) =>
  estimateTextWidth(text, bold, size, 'Arial') * DEJAVU_TO_HELVETICA;

/**
 * The CV laid out on A4 pages in the chosen template, by the PDF's own page layout (pdf-layout.ts) measured in
 * the PDF's own font: where the preview shows a page break, the PDF has one, and the page count said is the
 * PDF's (issue 25).
 */
export function usePaperLayout(text: string, template: ExportTemplate): PaperLayout {
  const deferred = useDeferredValue(text);
  const subset = pdfFontSubsetCovers(deferred);
  const [fontReady, setFontReady] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    setFontReady(null);
    loadPaperFont(subset).then(
      () => live && setFontReady(true),
      () => live && setFontReady(false),
    );
    return () => {
      live = false;
    };
  }, [subset]);
  const measure = useMemo(() => (fontReady ? measureWithPaperFont() : estimate), [fontReady]);
  const blocks = useMemo(() => exportBlocks(deferred), [deferred]);
  return useMemo(() => {
    const layout = layoutPdf(blocks, measure, template);
    const pageStarts: PageStart[] = [];
    const firstBlockOf = new Map<number, number>();
    for (const command of layout.commands) {
      if (command.type === 'text' && !firstBlockOf.has(command.page))
        firstBlockOf.set(command.page, command.block);
    }
    for (let page = 2; page <= layout.pages; page++) {
      const block = firstBlockOf.get(page);
      if (block === undefined) continue;
      const split = layout.commands.some(
        (command) => command.type === 'text' && command.block === block && command.page < page,
      );
      pageStarts.push({ page, block, split });
    }
    return {
      blocks,
      pageStarts,
      pdfPages: fontReady ? layout.pages : null,
      wordPages: estimateWordPages(blocks, template),
    };
  }, [blocks, measure, template, fontReady]);
}
