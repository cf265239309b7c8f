import type { Block, DocumentEntry, DocumentSection } from '../document/cv-document';
import { findPeriod } from '../parse/find-period';
import { fold } from '../text/fold';

/**
 * A job's content as the tailoring may order it: the runs of its bullets after its header lines (role,
 * employer, dates, place, context). Bullets separated by another line (a project's name, 'Environnement
 * technique : …') are separate runs — nothing crosses that line. A job written without bullet signs has its
 * achievements as lines: after the header, each a sentence of its own (MIN_SENTENCE_WORDS words or more).
 * The header is never part of a run, so it stays first.
 */
const MIN_SENTENCE_WORDS = 5;
/** A header is a few lines: role, employer, dates, place or context. */
const MAX_HEADER_LINES = 4;

export function contentRuns(section: DocumentSection, entry: DocumentEntry): Block[][] {
  const byId = new Map(section.blocks.map((b, i) => [b.id, { block: b, at: i }]));
  const blocks = entry.blocks.map((id) => byId.get(id)).filter((b) => b !== undefined);
  // a job listed as a bullet ('• Ober bij Strandpaviljoen Zuiderzon (zomer 2018)'): that bullet is its header
  const head = blocks[0]?.block.role === 'bullet' ? 1 : 0;
  const bullets = blocks.slice(head).some((b) => b.block.role === 'bullet');
  const from = bullets
    ? head + blocks.slice(head).findIndex((b) => b.block.role === 'bullet')
    : Math.max(head, headerLength(blocks, entry));
  const runs: Block[][] = [];
  let run: { block: Block; at: number }[] = [];
  const close = () => {
    if (run.length > 0) runs.push(run.map((r) => r.block));
    run = [];
  };
  for (const item of blocks.slice(from)) {
    const fits = bullets ? item.block.role === 'bullet' : isSentence(item.block);
    const next = run.length === 0 || run[run.length - 1]!.at + 1 === item.at;
    if (!fits || !next) close();
    if (fits) run.push(item);
  }
  close();
  return runs;
}

/** The lines of a job without bullets that hold its fields, or read as a header (short, or dated). */
function headerLength(blocks: readonly { block: Block }[], entry: DocumentEntry): number {
  const fields = [entry.position, entry.company].map(fold).filter((f) => f.length > 1);
  let length = 0;
  for (const [i, { block }] of blocks.entries()) {
    if (i >= MAX_HEADER_LINES) break;
    const text = fold(block.text);
    const holdsField = fields.some((f) => text.includes(f)) || findPeriod(block.text) !== undefined;
    if (holdsField || !isSentence(block)) length = i + 1;
    else break;
  }
  return length;
}

const isSentence = (block: Block) =>
  block.role !== 'heading' && block.text.split(/\s+/).filter(Boolean).length >= MIN_SENTENCE_WORDS;
