import type { SkillAlias } from '../skill-aliases';

export type { SkillAlias };

/** One row of a trade vocabulary (data/trades/*.ts): the name shown, its other names in the three languages,
 *  where it comes from, and the narrower names that prove it in a CV — as data/skill-aliases.ts. Its short
 *  names written in capitals ('ALS', 'SEN', 'BR', 'VOG') count only when a text writes them in capitals: in
 *  lower case they are words ('als', 'sen'). */
export const tradeRow = (term: string, spellings: string[], source: string, by?: string[]): SkillAlias =>
  by ? { term, spellings, by, source, capsOnly: true } : { term, spellings, source, capsOnly: true };
