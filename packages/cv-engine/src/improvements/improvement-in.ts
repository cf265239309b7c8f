import type { Improvement, InterfaceLanguage } from '@cv/contracts';
import { IMPROVEMENT_MESSAGES, type ImprovementCode, LANGUAGE_NAMES } from './improvement-messages';

/** 'anglais' or 'English' → 'english': the language a line names, in whichever interface it was written. */
const LANGUAGE_CODES = new Map(
  Object.values(LANGUAGE_NAMES).flatMap((names) => Object.entries(names).map(([code, name]) => [name, code])),
);

/**
 * An improvement line in `language`, whatever language it was written in (issue 25: a result read in the other
 * interface, or reopened from the history): worded again from its code and values, plural forms included.
 * A line whose code or values this version does not know stays as it was written.
 */
export function improvementIn(improvement: Improvement, language: InterfaceLanguage): string {
  const message = IMPROVEMENT_MESSAGES[language][improvement.code as ImprovementCode];
  if (!message) return improvement.text;
  const params = improvement.params ?? {};
  const named = typeof params.language === 'string' ? LANGUAGE_CODES.get(params.language) : undefined;
  return message({
    ...params,
    count: typeof params.count === 'number' ? params.count : undefined,
    before: typeof params.before === 'number' ? params.before : undefined,
    after: typeof params.after === 'number' ? params.after : undefined,
    words: typeof params.words === 'string' ? params.words : undefined,
    title: typeof params.title === 'string' ? params.title : undefined,
    language: named ? LANGUAGE_NAMES[language][named as keyof (typeof LANGUAGE_NAMES)['fr']] : undefined,
    // a result kept before this flag travelled: the longer sentence is the one that said it
    leadsAdded: 'leadsAdded' in params ? Boolean(params.leadsAdded) : /\d\s*→\s*\d+,/.test(improvement.text),
  });
}
