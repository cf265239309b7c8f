import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { draftLetter, gateModelLetter } from './letter-with-model';

/**
 * A model's letter passes the gates of a CV rewrite (ADR 010) against the whole CV: each kind of invention is
 * caught alone, in a paragraph that is otherwise the built-in letter's, and the built-in letter passes them all.
 */
const input = {
  cvText: readFixture('cv-fr-developpeuse-fullstack'),
  jobDescription: readFixture('offre-fr-developpeur-fullstack'),
  date: '2025-03-01',
};
const draft = draftLetter(input);
const withParagraph = (paragraph: string) => [...draft.letter.paragraphs.slice(0, 3), paragraph];
const gateOf = (paragraph: string) => gateModelLetter(input, withParagraph(paragraph)).gate;

describe('gateModelLetter', () => {
  it('passes a letter that says only what the CV says, naming the offer’s employer and role', () => {
    const gate = gateOf(
      'Chez Routalis, au poste de Développeur Full-Stack TypeScript / React / Node.js, je mettrais au service de votre équipe ma pratique de React, de PostgreSQL et des tests automatisés, ainsi que mon expérience de la migration vers 6 services NestJS.',
    );
    expect(gate.rejected).toEqual([]);
    expect(gate.passed).toBe(true);
  });

  it.each([
    ['names', 'J’ai aussi travaillé deux ans chez Globex Corporation, où j’ai conçu des API.'],
    ['figures', 'J’ai réduit de 37 % les coûts d’hébergement de l’équipe.'],
    ['dates', 'En 2012, j’ai créé mes premières applications React.'],
    ['levels', 'Titulaire d’un doctorat en informatique, je peux encadrer votre équipe.'],
    ['skills', 'J’ai piloté la migration de nos services vers Kubernetes.'],
    ['contact', 'Vous pouvez me joindre à maelle@autre-domaine.fr.'],
  ])('drops a paragraph that adds %s', (gate, paragraph) => {
    const result = gateOf(paragraph);
    expect(result.passed).toBe(false);
    expect(result.rejected.map((r) => r.gate)).toContain(gate);
  });

  it('drops a paragraph that claims what the offer asks and the CV lacks', () => {
    expect(draft.brief.missingKeywords.length).toBeGreaterThan(0);
    for (const keyword of draft.brief.missingKeywords.slice(0, 5))
      expect(gateOf(`J’ai une solide pratique de ${keyword} acquise en production.`).passed, keyword).toBe(
        false,
      );
  });

  it('keeps the built-in letter when one paragraph fails, its frame (greeting, name) in every case', () => {
    const failed = gateModelLetter(input, withParagraph('Je dirige une équipe de 40 personnes chez Globex.'));
    expect(failed.text).toBe(draft.text);
    const passed = gateModelLetter(
      input,
      withParagraph('Je me tiens à votre disposition pour un entretien.'),
    );
    expect(passed.letter.salutation).toBe(draft.letter.salutation);
    expect(passed.text.endsWith('Maëlle Duchâteau')).toBe(true);
    expect(passed.text).toContain('Je me tiens à votre disposition pour un entretien.');
  });

  it('refuses an answer that is no list of paragraphs', () => {
    expect(gateModelLetter(input, 'Madame, Monsieur').gate.passed).toBe(false);
    expect(gateModelLetter(input, ['Une seule phrase.']).gate.dropped).toEqual({ shape: 1 });
    expect(gateModelLetter(input, [...draft.letter.paragraphs, 42]).gate.dropped).toEqual({ shape: 1 });
  });

  it('passes the built-in letter of each fixture pair', () => {
    for (const [cv, offer] of [
      ['cv-en-marketing', 'job-en-marketing-manager'],
      ['cv-nl-data-analist', 'vacature-nl-data-analist'],
      ['cv-en-marketing', 'offre-fr-chef-de-projet-marketing'],
      ['sample_resume_en', 'sample_job'],
    ] as const) {
      const pair = { cvText: readFixture(cv), jobDescription: readFixture(offer), date: '2025-03-01' };
      expect(gateModelLetter(pair, draftLetter(pair).letter.paragraphs).gate.rejected).toEqual([]);
    }
  });
});
