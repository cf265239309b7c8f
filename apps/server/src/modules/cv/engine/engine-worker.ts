import type { MessagePort } from 'node:worker_threads';
import type { CvLayout, EntryCorrection } from '@cv/contracts';
import {
  type AiProposal,
  explainOptimization,
  type OptimizeInput,
  type OptimizeStage,
  optimizeCv,
  parseCv,
  prepareOptimization,
} from '@cv/cv-engine';
import { aiBrief, rewriteWithAi } from '@cv/cv-engine/ai';
import { draftLetter, gateModelLetter, type LetterInput, writeCoverLetter } from '@cv/cv-engine/letter';
import { announceStart } from '../../../lib/announce-start';

/**
 * The code that runs in the engine pool's threads (piscina calls the default export once per task). The
 * engine is pure computation on text any signed-in user sends: here a text that takes it long costs one
 * thread, which the pool stops at its time budget, and the server's own thread goes on answering meanwhile
 * (issue 17).
 *
 * A task is one of the engine's public entry points, by name. Only plain data crosses threads — texts in,
 * the contracts' shapes out, the AI's brief and its proposals — never the engine's working structures
 * (indexes, the prepared generation), which are neither small nor made to be copied: a task that needs them
 * builds them again. A new entry point of the engine is a new row here.
 */
type OnStage = (stage: OptimizeStage) => void;
/** A letter's inputs, dated by the server (the engine reads no clock). */
type LetterTaskInput = LetterInput & { date: string };

export const ENGINE_TASKS = {
  /** POST /api/parse-cv. */
  parse: (input: { cvText: string; cvLayout?: CvLayout; cvCorrections?: EntryCorrection[] }) =>
    parseCv(input.cvText, input.cvLayout, input.cvCorrections),
  /** The built-in generation, whole, its stages told as they start. */
  optimize: (input: OptimizeInput, onStage: OnStage) => optimizeCv(input, onStage),
  /** With an AI provider, before its call: what the model is given (plain data, see aiBrief). */
  aiBrief: (input: OptimizeInput, onStage: OnStage) => aiBrief(prepareOptimization(input, onStage)),
  /** After the call: the model's proposals through the gates, merged with the built-in changes, scored. */
  optimizeWithAi: (task: { input: OptimizeInput; proposals: AiProposal[] }, onStage: OnStage) => {
    const prepared = prepareOptimization(task.input, onStage);
    const rewritten = rewriteWithAi(prepared, task.proposals);
    const result = explainOptimization(prepared, rewritten, onStage);
    return { result, kept: rewritten.kept, dropped: rewritten.dropped };
  },
  /** POST /api/cover-letter, built-in (issue 26): the letter and what it was made of. */
  letter: (input: LetterTaskInput) => {
    const { text, facts } = writeCoverLetter(input);
    return { text, language: facts.language, jobTitle: facts.title };
  },
  /** With an AI provider, before its call: the built-in letter and the model's brief. */
  letterDraft: (input: LetterTaskInput) => {
    const { text, facts, brief } = draftLetter(input);
    return { text, language: facts.language, jobTitle: facts.title, brief };
  },
  /** After the call: the model's paragraphs through the gates, in the letter's frame (or the built-in letter). */
  letterWithAi: (task: { input: LetterTaskInput; paragraphs: unknown }) => {
    const { gate, text } = gateModelLetter(task.input, task.paragraphs);
    return { passed: gate.passed, dropped: gate.dropped, text };
  },
} satisfies Record<string, (input: never, onStage: OnStage) => unknown>;

export type EngineTasks = typeof ENGINE_TASKS;
export type EngineTaskName = keyof EngineTasks;
export type EngineInput<K extends EngineTaskName> = Parameters<EngineTasks[K]>[0];
export type EngineOutput<K extends EngineTaskName> = ReturnType<EngineTasks[K]>;

/** What the pool sends: the task; it adds the port on which the thread says it started and where it is. */
export interface EngineTask {
  name: EngineTaskName;
  input: unknown;
}

export type EngineEvent = { type: 'stage'; stage: OptimizeStage };

export default function runEngineTask({ name, input, port }: EngineTask & { port: MessagePort }): unknown {
  announceStart(port);
  const task = ENGINE_TASKS[name] as (input: unknown, onStage: OnStage) => unknown;
  return task(input, (stage) => port.postMessage({ type: 'stage', stage } satisfies EngineEvent));
}
