import type { CvChange } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { applyChanges, applyToDocument } from './apply-changes';
import { allBlocks } from './cv-document';
import { readCvDocument } from './read-cv-document';

const cv = [
  'Léa Martin',
  'lea@example.fr',
  'Formation',
  'Master, 2019',
  'Expérience',
  'Acme — 2019 – 2024',
  '• J’ai conçu l’API',
  'Merci de votre attention',
].join('\n');
const change = (c: Partial<CvChange>): CvChange => ({
  id: 'c',
  kind: 'reworded',
  section: 'experience',
  block: null,
  before: '',
  after: '',
  reason: '',
  ...c,
});

describe('applyChanges', () => {
  it('gives the document as written when no change is accepted', () => {
    expect(applyChanges(cv, [])).toBe(
      'Léa Martin\nlea@example.fr\n\nFORMATION\n**Master, 2019**\n\nEXPÉRIENCE\n**Acme — 2019 – 2024**\n• J’ai conçu l’API\nMerci de votre attention\n',
    );
  });

  it('replaces, removes, inserts and moves sections as the changes say', () => {
    const text = applyChanges(cv, [
      change({ kind: 'bullet_opening', block: 'b6', before: 'J’ai conçu l’API', after: 'Conçu l’API' }),
      change({ kind: 'line_removed', block: 'b7', before: 'Merci de votre attention', after: '' }),
      change({ kind: 'skill_added', block: 'b1', before: '', after: 'Compétences : Kubernetes' }),
      change({
        kind: 'section_moved',
        block: 'b4',
        before: 'Formation · Expérience',
        after: 'Expérience · Formation',
      }),
    ]);
    expect(text).toBe(
      'Léa Martin\nlea@example.fr\nCompétences : Kubernetes\n\nEXPÉRIENCE\n**Acme — 2019 – 2024**\n• Conçu l’API\n\nFORMATION\n**Master, 2019**\n',
    );
  });

  it('writes each dated degree of an education without bullets in bold, not only the first', () => {
    const text = applyChanges(
      'Anna Berg\n\nFORMATION\nDCG — Diplôme de comptabilité\n2011 · Nantes\nBTS Comptabilité — Lycée Erdre\n2009 · Nantes\nBaccalauréat STG, 2007',
      [],
    );
    expect(text.split('\n').filter((line) => line.startsWith('**'))).toEqual([
      '**DCG — Diplôme de comptabilité**',
      '**BTS Comptabilité — Lycée Erdre**',
      '**Baccalauréat STG, 2007**',
    ]);
  });

  it('writes a column gap beside a separator the CV printed as that one separator', () => {
    const text = applyChanges('Robert Miller\nrobert@example.com   ·   +1 646 555 0112   |   New York', []);
    expect(text.split('\n')[1]).toBe('robert@example.com · +1 646 555 0112 | New York');
  });

  it('ignores a change whose before is not the block’s text (a stale or forged change)', () => {
    const text = applyChanges(cv, [
      change({ block: 'b5', before: 'Acme — 2018 – 2024', after: 'Google — 2010 – 2024' }),
    ]);
    expect(text).toContain('Acme — 2019 – 2024');
    expect(text).not.toContain('Google');
  });

  it('places an inserted line at the text lines of the block it follows, or at line 1 atop the CV', () => {
    const blocks = allBlocks(
      applyToDocument(readCvDocument(cv), [
        change({ kind: 'skill_added', block: 'b6', before: '', after: 'Kubernetes' }),
        change({ kind: 'skill_added', block: null, before: '', after: 'Développeuse' }),
      ]),
    );
    const linesOf = (text: string) => blocks.find((b) => b.text === text)!.lines;
    expect(linesOf('Kubernetes')).toMatchObject({ from: 7, to: 7 });
    expect(linesOf('Développeuse')).toMatchObject({ from: 1, to: 1 });
  });

  it('writes a line added to a bulleted list as one more bullet of it, not as a bare line after them', () => {
    const text = ['Wouter De Smedt', 'Software', '• Exact Online', '• Excel', 'Talen', '• Nederlands'].join(
      '\n',
    );
    const excel = readCvDocument(text).sections[1]!.blocks[1]!;
    const lines = applyChanges(text, [
      change({ kind: 'skill_surfaced', section: 'skills', block: excel.id, before: '', after: 'Octopus' }),
    ]).split('\n');
    expect(lines.slice(lines.indexOf('• Excel'), lines.indexOf('• Excel') + 2)).toEqual([
      '• Excel',
      '• Octopus',
    ]);
  });
});

describe('applyChanges: changes on a run of blocks (issue 23)', () => {
  const jobs = [
    'Léa Martin',
    'Expérience',
    'Acme — 2019 – 2024',
    '• Rétrospectives',
    '• Docker et Kubernetes',
    'Intérêts',
    'Escalade',
    'Randonnée',
  ].join('\n');

  it('reorders a job’s bullets, a bullet reworded by another change moving with its new words', () => {
    const text = applyChanges(jobs, [
      change({
        kind: 'bullets_reordered',
        block: 'b3',
        before: 'Rétrospectives\nDocker et Kubernetes',
        after: 'Docker et Kubernetes\nRétrospectives',
      }),
      change({ kind: 'reworded', block: 'b4', before: 'Docker et Kubernetes', after: 'Docker, Kubernetes' }),
    ]);
    expect(text).toContain('• Docker, Kubernetes\n• Rétrospectives');
  });

  it('ignores a reorder that is not the run’s own texts', () => {
    const text = applyChanges(jobs, [
      change({
        kind: 'bullets_reordered',
        block: 'b3',
        before: 'Rétrospectives\nDocker et Kubernetes',
        after: 'Docker et Kubernetes\nGoogle',
      }),
    ]);
    expect(text).toContain('• Rétrospectives\n• Docker et Kubernetes');
    expect(text).not.toContain('Google');
  });

  it('takes out a suggestion’s lines, and a section with its heading', () => {
    const text = applyChanges(jobs, [
      change({
        kind: 'interests_dropped',
        section: 'interests',
        block: 'b5',
        before: 'Intérêts\nEscalade\nRandonnée',
        after: '',
      }),
    ]);
    expect(text).not.toMatch(/INTÉRÊTS|Escalade|Randonnée/);
    expect(text).toContain('• Docker et Kubernetes');
  });
});
