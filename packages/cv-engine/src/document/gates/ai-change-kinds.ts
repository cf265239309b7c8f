import type { ChangeKind } from '@cv/contracts';

/** What a model may propose; removals, moves and added skills stay the built-in engine's or the user's. */
export const AI_CHANGE_KINDS = [
  'reworded',
  'bullet_opening',
  'skills_reordered',
  'title_aligned',
  'heading_translated',
] as const satisfies readonly ChangeKind[];
export type AiChangeKind = (typeof AI_CHANGE_KINDS)[number];

/** A change as a model answers it, before the gates: nothing about it is trusted. */
export type AiProposal = { block: unknown; kind: unknown; before: unknown; after: unknown };
