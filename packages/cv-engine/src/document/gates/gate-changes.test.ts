import { describe, expect, it } from 'vitest';
import { NOW } from '../../__fixtures__/plan-for';
import { readCvDocument } from '../read-cv-document';
import type { AiProposal } from './ai-change-kinds';
import { type GateContext, gateChanges } from './gate-changes';

// b0 name · b1 title · b2 contact · b3 heading · b4 entry line · b5, b6 bullets · b7 heading · b8 skills ·
// b9 heading · b10 languages
const CV = `Camille Martin
Développeuse web
camille.martin@example.fr · 06 12 34 56 78
Expérience professionnelle
Développeuse front-end — Studio Lumen\tjanv. 2019 – mars 2022
• J'ai travaillé sur la refonte du site, 40 % de temps de chargement en moins.
• Migration de 12 applications vers React et TypeScript.
Compétences
TypeScript, React, Node.js, PostgreSQL
Langues
Anglais courant
`;
const context: GateContext = {
  document: readCvDocument(CV),
  cvText: CV,
  missingKeywords: ['Kubernetes'],
  now: NOW,
};

const change = (block: string, before: string, after: string, kind = 'reworded'): AiProposal => ({
  block,
  kind,
  before,
  after,
});
const B5 = "J'ai travaillé sur la refonte du site, 40 % de temps de chargement en moins.";
const B6 = 'Migration de 12 applications vers React et TypeScript.';
const B4 = 'Développeuse front-end — Studio Lumen\tjanv. 2019 – mars 2022';

const verdict = (proposal: AiProposal) => gateChanges([proposal], context);

describe('gateChanges: an AI change reaches the CV only when it adds nothing', () => {
  it('keeps a translation that says the same thing, with the block’s own text as before', () => {
    const result = verdict(
      change('b5', B5, 'Reworked the website, cutting loading time by 40 %.', 'bullet_opening'),
    );
    expect(result.dropped).toEqual({});
    expect(result.accepted).toEqual([
      {
        kind: 'bullet_opening',
        section: 'experience',
        block: 'b5',
        before: B5,
        after: 'Reworked the website, cutting loading time by 40 %.',
      },
    ]);
  });

  it('keeps an acronym translated (PME → SMEs), and still drops one the CV never had', () => {
    const cv = CV.replace('Migration de 12 applications', 'Migration de 12 applications de PME');
    const before = B6.replace('Migration de 12 applications', 'Migration de 12 applications de PME');
    const gate = (after: string) =>
      gateChanges([change('b6', before, after)], { ...context, document: readCvDocument(cv), cvText: cv });
    expect(gate('Migrated 12 SME applications to React and TypeScript.').accepted).toHaveLength(1);
    expect(gate('Migrated 12 SMEs’ applications to React and TypeScript.').accepted).toHaveLength(1);
    expect(gate('Migrated 12 IBM applications to React and TypeScript.').accepted).toHaveLength(0);
  });

  it('keeps an entry line translated with its dates and employer as written', () => {
    const result = verdict(change('b4', B4, 'Front-end Developer — Studio Lumen\tJan 2019 – Mar 2022'));
    expect(result.dropped).toEqual({});
    expect(result.accepted).toHaveLength(1);
  });

  const bad: [string, AiProposal, string][] = [
    [
      'an invented employer',
      change('b6', B6, 'Migrated 12 applications to React and TypeScript at Globex Corporation.'),
      'names',
    ],
    [
      "the offer's employer",
      change('b6', B6, 'Migrated 12 Initech applications to React and TypeScript.'),
      'names',
    ],
    ['a moved date', change('b4', B4, 'Front-end Developer — Studio Lumen\tJan 2018 – Mar 2022'), 'dates'],
    ['a moved month', change('b4', B4, 'Front-end Developer — Studio Lumen\tJun 2019 – Mar 2022'), 'dates'],
    ['a dropped date', change('b4', B4, 'Front-end Developer — Studio Lumen'), 'dates'],
    ['an invented figure', change('b6', B6, 'Migrated 15 applications to React and TypeScript.'), 'figures'],
    ['a lost figure', change('b5', B5, 'Reworked the website, cutting its loading time.'), 'figures'],
    [
      'a keyword of the offer the CV lacks',
      change('b6', B6, 'Migrated 12 applications to React, TypeScript and Kubernetes.'),
      'keywords',
    ],
    [
      'a skill the CV lacks',
      change('b6', B6, 'Migrated 12 applications to React, TypeScript and Docker.'),
      'skills',
    ],
    ['a skill lost', change('b6', B6, 'Migrated 12 applications to React.'), 'skills'],
    [
      'a before that is not the block',
      change('b6', 'Migration de 12 applications.', 'Migrated 12 applications.'),
      'before',
    ],
    ['an edit of the name line', change('b0', 'Camille Martin', 'Camille MARTIN, MSc'), 'name_line'],
    ['a block that does not exist', change('b99', 'x', 'y'), 'block'],
    ['a kind a model may not propose', change('b6', B6, '', 'line_removed'), 'shape'],
    ['a removal', change('b6', B6, ''), 'shape'],
    [
      'a heading turned into content',
      change('b3', 'Expérience professionnelle', 'Ten years of experience'),
      'kind',
    ],
    [
      'a heading translated into another section',
      change('b3', 'Expérience professionnelle', 'Education', 'heading_translated'),
      'kind',
    ],
    ['a title aligned outside the header', change('b6', B6, 'Front-end Developer', 'title_aligned'), 'kind'],
    [
      'skills reordered with a word changed',
      change(
        'b8',
        'TypeScript, React, Node.js, PostgreSQL',
        'React, TypeScript, Node.js, MySQL',
        'skills_reordered',
      ),
      'kind',
    ],
  ];
  it.each(bad)('drops %s', (_, proposal, gate) => {
    const result = verdict(proposal);
    expect(result.accepted).toEqual([]);
    expect(result.dropped).toEqual({ [gate]: 1 });
  });

  it('drops each bad change alone and keeps the good ones, counting drops per gate', () => {
    const result = gateChanges(
      [
        change('b4', B4, 'Front-end Developer — Studio Lumen\tJan 2018 – Mar 2022'),
        change('b5', B5, 'Reworked the website, cutting loading time by 40 %.', 'bullet_opening'),
        change('b6', B6, 'Migrated 12 applications to React and TypeScript at Globex Corporation.'),
        change('b3', 'Expérience professionnelle', 'Work experience', 'heading_translated'),
        change('b0', 'Camille Martin', 'Camille Martin, MBA'),
        change(
          'b8',
          'TypeScript, React, Node.js, PostgreSQL',
          'React, TypeScript, Node.js, PostgreSQL',
          'skills_reordered',
        ),
        change('b10', 'Anglais courant', 'Fluent English'),
        change('b10', 'Anglais courant', 'English'),
      ],
      context,
    );
    expect(result.accepted.map((c) => c.block)).toEqual(['b5', 'b3', 'b8', 'b10']);
    expect(result.dropped).toEqual({ dates: 1, names: 1, name_line: 1, levels: 1 });
  });

  it('aligns the title with the offer’s title words, which the CV supports', () => {
    const result = verdict(change('b1', 'Développeuse web', 'Front-end Developer', 'title_aligned'));
    expect(result.dropped).toEqual({});
  });

  it('compares blanks loosely but keeps the block’s exact text as before', () => {
    const result = verdict(
      change('b4', B4.replace('\t', '   '), 'Front-end Developer — Studio Lumen   Jan 2019 – Mar 2022'),
    );
    expect(result.accepted[0]?.before).toBe(B4);
  });
});
