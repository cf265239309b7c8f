import { isCommonWord } from '../document/gates/common-words';
import { withoutContacts } from '../document/gates/contacts-of';
import { evidenceOf } from '../document/gates/evidence-of';
import { figuresProblem } from '../document/gates/figures-gate';
import { firstMissing } from '../document/gates/first-missing';
import type { GateContext } from '../document/gates/gate-changes';
import { keywordAdded } from '../document/gates/keyword-added';
import { levelsProblem } from '../document/gates/levels-gate';
import { lowercaseWordsOf, newNames } from '../document/gates/names-gate';
import { skillsOf } from '../document/gates/skills-of';
import { fold } from '../text/fold';

/**
 * At each generation, what the tailoring writes that is not the CV's own words: the offer's spelling of a
 * must-have the CV proves under its own ('CI/CD' for 'intégration continue', 'menu costing' for 'coût matière').
 * Each such spelling passes the gates' checks (document/gates/) against the CV's words for it: no figure, level,
 * skill or name they do not say ('Level 3 food safety' for 'hygiène alimentaire', 'CRPE' for 'Master MEEF'), and
 * none of the offer's keywords the CV lacks. A skill of the alias table (data/skill-aliases.ts) found under the
 * CV's words is proven by them (D22: 'CI/CD' beside 'intégration continue'), though the gates' skill and name
 * tables may not know that spelling: those two checks are then the table's. The rest of a tailored line is the
 * CV's own words (its role, its degree), years the jobs span, or the fixed words of a pattern; the tests run the
 * whole of every line through the full gates on every fixture pair (gate-own-changes.ts).
 */
export type SpellingJudge = (offerWords: string, cvWords: string, alias: boolean) => string | undefined;

export function spellingJudge(context: GateContext, cvText: string): SpellingJudge {
  let commonWords: ReadonlySet<string> | undefined;
  const verdicts = new Map<string, string | undefined>();
  // the CV's words in lower case: read once, and only when a spelling gets as far as the names' check
  const common = () => {
    commonWords ??= lowercaseWordsOf(withoutContacts(cvText));
    return commonWords;
  };
  return (offerWords, cvWords, alias) => {
    if (fold(offerWords) === fold(cvWords)) return undefined;
    const key = `${offerWords}\n${cvWords}\n${alias}`;
    if (verdicts.has(key)) return verdicts.get(key);
    const block = { id: '', role: 'line' as const, text: cvWords, raw: cvWords, lines: NOWHERE };
    const evidence = evidenceOf(
      { blocks: [{ block, section: 'skills' }], wholeCv: false, figureBlocks: [block] },
      0,
    );
    const verdict =
      figuresProblem('', offerWords, evidence) ??
      levelsProblem('', offerWords, { section: 'skills', bullet: false }, evidence) ??
      keywordAdded('', offerWords, context.missingKeywords, context.offerTerms ?? []) ??
      // a skill the alias table proves under the CV's words is theirs, whatever the gates' own tables know
      (alias
        ? undefined
        : (firstMissing(skillsOf(offerWords), evidence.skills) ??
          newNames(offerWords, {
            ...evidence.names,
            commonWords: common(),
            isCommon: isCommonWord,
          })[0]));
    verdicts.set(key, verdict);
    return verdict;
  };
}

const NOWHERE = { from: 0, to: 0, page: 1, column: 1 };
