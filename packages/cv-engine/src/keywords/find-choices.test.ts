import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../job/analyze-job';
import { matchJobKeywords } from './match-job-keywords';

/** What a CV is told it misses, among the offer's must-haves. */
const missing = (offer: string, cv: string) =>
  matchJobKeywords(analyzeJob(offer), cv)
    .filter((p) => p.mustHave && !p.found)
    .map((p) => p.keyword.toLowerCase());

describe('findChoices: a list of the trade’s plain things is one requirement (issue 24)', () => {
  it('a butcher naming the bandsaw and the mincer is not short of knives', () => {
    const offer =
      'Butcher\n\nAbout you\n• Able to use a bandsaw, mincer and knives safely\n• Level 2 Food Safety\n• Meat traceability\n';
    const cv =
      'Butcher\n\nExperience\n- Bandsaw and mincer operation, vacuum packing\n- Meat traceability records\n';
    expect(missing(offer, cv)).not.toContain('knives');
    // a CV naming none of them is told
    expect(missing(offer, 'Butcher\n\nExperience\n- Vacuum packing\n- Meat traceability records\n')).toEqual(
      expect.arrayContaining(['knives']),
    );
  });

  it('a list naming skills of the tables or codes stays each a must-have', () => {
    const offer = 'Data Engineer\n\nRequired\n- Python, SQL and Docker\n- VCA en rijbewijs B\n';
    const cv = 'Data Engineer\n\nSkills\nPython\n';
    expect(missing(offer, cv)).toEqual(expect.arrayContaining(['sql', 'docker']));
  });
});
