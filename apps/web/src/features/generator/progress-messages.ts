/**
 * The spec's progress messages (§4 Generation flow), as translation keys. The server names its stages; the
 * percentage decides when a stage name is unknown, so a newer server never leaves the bar without text.
 */
export type ProgressMessage =
  | 'extracting'
  | 'extracted'
  | 'analyseCv'
  | 'analyseJob'
  | 'generate'
  | 'atsScore'
  | 'finalise'
  | 'done'
  | 'failed';

const BY_STAGE: Record<string, ProgressMessage> = {
  analyse_cv: 'analyseCv',
  analyse_job: 'analyseJob',
  generate: 'generate',
  ats_score: 'atsScore',
  finalise: 'finalise',
  done: 'done',
};

const BY_PERCENT: Array<[number, ProgressMessage]> = [
  [100, 'done'],
  [90, 'finalise'],
  [80, 'atsScore'],
  [60, 'generate'],
  [40, 'analyseJob'],
  [0, 'analyseCv'],
];

export function messageForStage(stage: string, progress: number): ProgressMessage {
  return BY_STAGE[stage] ?? BY_PERCENT.find(([floor]) => progress >= floor)?.[1] ?? 'analyseCv';
}
