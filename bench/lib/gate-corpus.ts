import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { allBlocks, readCvDocument } from '@cv/cv-engine';
import { projectRoot } from './paths';

/**
 * The labelled corpus of AI proposals the gates are measured on (issue 23, bench/gate-corpus/README.md): each
 * proposal edits one block of a fixture CV. This module reads a corpus file and lists what is wrong with it, so
 * that the data stays true to the engine's reading of the CVs: a `before` that no longer is its block's text
 * would measure nothing.
 */
export const GATE_CORPUS_FILES = [
  'tuning',
  'held-out',
  'second-tuning',
  'second-held-out',
  'third',
  'fourth-tuning',
  'fourth-held-out',
  'fifth-tuning',
  'fifth-held-out',
] as const;
export type GateCorpusFile = (typeof GATE_CORPUS_FILES)[number];

/**
 * Files whose proposals are never shown (README « held-out stays closed »): only their totals are reported. The
 * second corpus (written on other CVs by someone who had not read the gates) keeps the same rule; the third, written
 * on new CVs by another such helper, is held out whole for now. The fourth (again new CVs, again written without
 * reading the gates) is split like the first two: fourth-tuning may be read, fourth-held-out may not. The fifth
 * (new CVs of trades beyond IT, written the same way) is split alike.
 */
export const isHeldOut = (file: GateCorpusFile): boolean => file.endsWith('held-out') || file === 'third';

export const PROPOSAL_KINDS = [
  'reworded',
  'bullet_opening',
  'skills_reordered',
  'title_aligned',
  'heading_translated',
] as const;
export const LANGUAGES = ['fr', 'en', 'nl'] as const;

/** Each category belongs to one label: what a proposal does decides whether it is honest. */
export const HONEST_CATEGORIES = [
  'rephrased',
  'translated',
  'summary_from_facts',
  'skills_reordered',
  'opening_verb',
  'heading_translated',
] as const;
export const DISHONEST_CATEGORIES = [
  'figure_borrowed',
  'figure_changed',
  'duration_unit_changed',
  'amount_scale_changed',
  'number_word_changed',
  'degree_upgraded',
  'certification_raised',
  'employer_swapped',
  'contact_changed',
  'bullets_merged',
  'half_dropped',
  'skill_invented',
  'date_moved',
  'seniority_invented',
  'prompt_injection',
] as const;

export type GateProposal = {
  id: string;
  /** Paths from the project's root; offers may sit in the shared fixtures beside it ('../shared/fixtures/…'). */
  cv: string;
  offer: string;
  /** The CV's language, and the language `after` is written in (the offer's when translated). */
  language: (typeof LANGUAGES)[number];
  target: (typeof LANGUAGES)[number];
  section: string;
  block: string;
  kind: (typeof PROPOSAL_KINDS)[number];
  before: string;
  after: string;
  label: 'honest' | 'dishonest';
  category: (typeof HONEST_CATEGORIES)[number] | (typeof DISHONEST_CATEGORIES)[number];
  why: string;
};

export const corpusPath = (file: GateCorpusFile): string =>
  resolve(projectRoot, 'bench/gate-corpus', `${file}.json`);

export function readGateCorpus(file: GateCorpusFile): GateProposal[] {
  return (JSON.parse(readFileSync(corpusPath(file), 'utf8')) as { proposals: GateProposal[] }).proposals;
}

export const fromRoot = (path: string): string => resolve(projectRoot, path);

const within = (list: readonly string[], value: unknown): boolean =>
  typeof value === 'string' && list.includes(value);

type Reading = { blocks: ReturnType<typeof allBlocks>; sectionOf: Map<string, string> };

function readCv(path: string, cache: Map<string, Reading>): Reading {
  let reading = cache.get(path);
  if (!reading) {
    const document = readCvDocument(readFileSync(fromRoot(path), 'utf8'));
    const sectionOf = new Map<string, string>();
    for (const section of document.sections) {
      for (const block of section.heading ? [section.heading, ...section.blocks] : section.blocks) {
        sectionOf.set(block.id, section.key);
      }
    }
    reading = { blocks: allBlocks(document), sectionOf };
    cache.set(path, reading);
  }
  return reading;
}

/**
 * What is wrong with these proposals, one line each (empty = sound). `offerExists` decides whether an offer's
 * file is checked: the shared fixtures are not on every machine.
 */
export function corpusProblems(
  proposals: GateProposal[],
  offerExists: (path: string) => boolean | undefined = (path) => existsSync(fromRoot(path)),
): string[] {
  const problems: string[] = [];
  const cache = new Map<string, Reading>();
  const seen = new Set<string>();
  for (const p of proposals) {
    const say = (what: string) => problems.push(`${p.id}: ${what}`);
    if (seen.has(p.id)) say('id used twice');
    seen.add(p.id);
    if (!within(PROPOSAL_KINDS, p.kind)) say(`kind ${p.kind} is not one a model may propose`);
    if (!within(LANGUAGES, p.language) || !within(LANGUAGES, p.target))
      say('language or target not fr/en/nl');
    const honest = within(HONEST_CATEGORIES, p.category);
    if (!honest && !within(DISHONEST_CATEGORIES, p.category)) say(`unknown category ${p.category}`);
    else if ((p.label === 'honest') !== honest) say(`label ${p.label} does not fit category ${p.category}`);
    if (!p.why?.trim()) say('no why');
    if (!p.after?.trim() || p.after === p.before) say('after is empty or unchanged');
    if (offerExists(p.offer) === false) say(`offer ${p.offer} not found`);
    if (!existsSync(fromRoot(p.cv))) {
      say(`cv ${p.cv} not found`);
      continue;
    }
    const { blocks, sectionOf } = readCv(p.cv, cache);
    const block = blocks.find((b) => b.id === p.block);
    if (!block) say(`no block ${p.block} in ${p.cv}`);
    else if (block.text !== p.before) {
      const owner = blocks.find((b) => b.text === p.before);
      say(`before is not the text of ${p.block}${owner ? ` (it is ${owner.id}'s)` : ' (nor of any block)'}`);
    } else {
      if (sectionOf.get(block.id) !== p.section)
        say(`section ${p.section}, the engine reads ${sectionOf.get(block.id)}`);
      if ((p.kind === 'heading_translated') !== (block.role === 'heading'))
        say(`kind ${p.kind} on a ${block.role}`);
    }
  }
  return problems;
}
