import { describe, expect, it } from 'vitest';
import { CHANGE_REASONS } from '../document/changes/change-reasons';
import { explainOptimization, prepareOptimization, rewriteBuiltIn } from './optimize-cv';
import { rewriteWithAi } from './rewrite-with-ai';

const CV = `Camille Martin
Développeuse web
camille.martin@example.fr · 06 12 34 56 78
Expérience professionnelle
Développeuse front-end — Studio Lumen\tjanv. 2019 – mars 2022
• J'ai travaillé sur la refonte du site, 40 % de temps de chargement en moins.
• J'ai migré 12 applications vers React et TypeScript.
Compétences
Node.js, PostgreSQL, TypeScript, React
Merci de votre attention.
`;
const OFFER = `Front-end Developer
We are looking for a front-end developer to build our web platform with React and TypeScript.
You will work with Kubernetes and mentor the team.`;

const prepared = prepareOptimization({ cvText: CV, jobDescription: OFFER, interfaceLanguage: 'en' });
const B5 = "J'ai travaillé sur la refonte du site, 40 % de temps de chargement en moins.";
const B6 = "J'ai migré 12 applications vers React et TypeScript.";

describe('rewriteWithAi: the model’s gated changes, the built-in engine’s on the other blocks', () => {
  const result = rewriteWithAi(prepared, [
    {
      block: 'b5',
      kind: 'reworded',
      before: B5,
      after: 'Rebuilt the website, cutting loading time by 40 %.',
    },
    {
      block: 'b6',
      kind: 'reworded',
      before: B6,
      after: 'Migrated 12 applications to React at Globex Corporation.',
    },
    { block: 'b9', kind: 'reworded', before: 'Merci de votre attention.', after: 'Thank you.' },
  ]);

  it('keeps the good change, drops the bad one and counts it', () => {
    expect(result.kept).toBe(1);
    expect(result.dropped).toEqual({ skills: 1 });
    expect(result.text).toContain('Rebuilt the website, cutting loading time by 40 %.');
    expect(result.text).not.toContain('Globex');
  });

  it('lets the built-in engine change the blocks the model left, and remove a closing line the model reworded', () => {
    const builtIn = rewriteBuiltIn(prepared).list;
    const onB6 = builtIn.find((c) => c.block === 'b6');
    expect(onB6?.kind).toBe('bullet_opening');
    expect(result.list).toContainEqual(expect.objectContaining({ block: 'b6', kind: 'bullet_opening' }));
    expect(result.list).toContainEqual(expect.objectContaining({ block: 'b9', kind: 'line_removed' }));
    expect(result.list.filter((c) => c.block === 'b5').map((c) => c.kind)).toEqual(['reworded']);
    expect(result.text).not.toContain('Merci');
  });

  it('numbers the changes anew and words their reasons in the interface language', () => {
    expect(result.list.map((c) => c.id)).toEqual(result.list.map((_, i) => `c${i + 1}`));
    // a tailoring move says what it is about after its reason ('…in the offer's spelling: front-end.')
    for (const change of result.list)
      expect(change.reason.startsWith(CHANGE_REASONS.en[change.kind].replace(/\.$/, ''))).toBe(true);
  });

  it('is explained like the built-in rewrite, its changes listed', () => {
    const explained = explainOptimization(prepared, result);
    expect(explained.changes).toEqual(result.list);
    expect(explained.optimizedText).toBe(result.text);
  });
});
