import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { scoreCv } from '../score/score-cv';
import { optimizeCv } from './optimize-cv';

/**
 * Decision D11: the score measures what the CV says, not what the rewriter added. Every authored CV, rewritten
 * for an offer it does not match, scores (almost) what it scored before: writing 'Poste visé : <job title>' in
 * the profile, or the headings in the offer's language, must not raise it. A matching CV may gain from what it
 * really supports (a title it backs, reordering).
 */
const AUTHORED_CVS = [
  'cv-fr-developpeuse-fullstack',
  'cv-en-marketing',
  'cv-nl-data-analist',
  'cv-fr-comptable',
] as const;
const AUTHORED_OFFERS = [
  'offre-fr-developpeur-fullstack',
  'offre-fr-chef-de-projet-marketing',
  'job-en-marketing-manager',
  'vacature-nl-data-analist',
] as const;
const MATCHING = new Set([
  'cv-fr-developpeuse-fullstack × offre-fr-developpeur-fullstack',
  'cv-en-marketing × job-en-marketing-manager',
  'cv-en-marketing × offre-fr-chef-de-projet-marketing',
  'cv-nl-data-analist × vacature-nl-data-analist',
]);
const ALL = AUTHORED_CVS.flatMap((cv) => AUTHORED_OFFERS.map((offer) => [cv, offer] as const));
const UNRELATED = ALL.filter(([cv, offer]) => !MATCHING.has(`${cv} × ${offer}`));
const MAX_GAIN_UNRELATED = 5;

describe('the rewritten score is the CV’s own (D11)', () => {
  it.each(UNRELATED)('%s rewritten for %s gains at most 5 points', (cv, offer) => {
    const result = optimizeCv({ cvText: readFixture(cv), jobDescription: readFixture(offer) });
    expect(result.score.score - result.originalScore.score).toBeLessThanOrEqual(MAX_GAIN_UNRELATED);
    expect(result.score.titleMatch).toBe(result.originalScore.titleMatch);
  });

  it.each([...MATCHING].map((pair) => pair.split(' × ')))(
    '%s rewritten for %s loses nothing',
    (cv, offer) => {
      const result = optimizeCv({ cvText: readFixture(cv!), jobDescription: readFixture(offer!) });
      expect(result.score.score).toBeGreaterThanOrEqual(result.originalScore.score);
    },
  );

  it('aims no line at a role the CV does not support: the accountant stays as it is on a marketing offer', () => {
    const result = optimizeCv({
      cvText: readFixture('cv-fr-comptable'),
      jobDescription: readFixture('offre-fr-chef-de-projet-marketing'),
    });
    expect(result.optimizedText).not.toMatch(/Poste visé|Atouts pour ce poste/);
    expect(result.changes.map((c) => c.kind)).not.toContain('summary_lead');
    expect(result.score.score).toBe(result.originalScore.score);
    expect(result.score.matchedKeywords).not.toContain('marketing');
    expect(result.score.titleMatch).toBe(false);
    const line = result.improvements.find((i) => i.code === 'score-change')!.text;
    expect(line).toMatch(/^Score ATS : (\d+) → \1\.$/);
  });

  it('reads neither lead line, nor headings, in any text it scores', () => {
    const job = 'Marketing Manager\nMarketing manager wanted: marketing, SEO, campaigns, experience.';
    const cv = 'Jan Jansen\nBoekhouder\n\nPROFIEL\nBoekhouder met tien jaar ervaring in de bouw.';
    const base = scoreCv(cv, job);
    const withLeads = cv.replace(
      'PROFIEL\n',
      'PROFIEL\nTarget role: Marketing Manager.\nKey strengths for this role: SEO.\n',
    );
    const scored = scoreCv(withLeads, job);
    expect(scored.matchedKeywords).toEqual(base.matchedKeywords);
    expect(scored.titleMatch).toBe(false);
    expect(scored.score).toBe(base.score);
    // a translated heading is layout, not content
    expect(scoreCv(`${cv}\n\nPROFESSIONAL EXPERIENCE\nBoekhouder`, job).matchedKeywords).not.toContain(
      'experience',
    );
  });

  it('gives no summary points for lead lines alone', () => {
    const cv =
      'Jan Jansen\n\nPROFIEL\nTarget role: Marketing Manager.\n\nWERKERVARING\nBoekhouder — Bouw BV | 2015 – 2020';
    expect(scoreCv(cv, 'Marketing Manager').sections.summary).toBe(false);
  });
});
