import { describe, expect, it } from 'vitest';
import { NOW } from '../__fixtures__/plan-for';
import type { ChangeDraft } from '../document/changes/change-draft';
import { readCvDocument } from '../document/read-cv-document';
import { gateOwnChanges } from './gate-own-changes';

const cv = [
  'Léa Martin',
  'Développeuse back-end',
  'Expérience',
  'Développeuse — Acme | 2019 – 2024',
  '• API en Node.js pour 40 000 clients',
].join('\n');
const document = readCvDocument(cv);
const context = { document, cvText: cv, missingKeywords: ['Kubernetes'], now: NOW };
const lead = (after: string, evidence: string[]): ChangeDraft => ({
  kind: 'summary_lead',
  section: 'summary',
  block: 'b1',
  before: '',
  after,
  evidence,
});
const judge = (draft: ChangeDraft) => gateOwnChanges([draft], context).dropped[0]?.gate ?? 'passed';

describe('the built-in engine’s lines through the gates a model’s pass (issue 23)', () => {
  it('lets a line of the CV’s facts through, cited from the CV', () => {
    expect(
      judge(
        lead('Développeuse back-end ; compétences clés : Node.js.', ['API en Node.js pour 40 000 clients']),
      ),
    ).toBe('passed');
  });

  it('refuses a line citing what the CV does not say', () => {
    expect(
      judge(
        lead('Développeuse back-end ; compétences clés : Node.js.', ['API en Node.js pour 90 000 clients']),
      ),
    ).toBe('shape');
  });

  it('refuses a figure, an employer or a keyword the cited lines lack', () => {
    expect(
      judge(lead('Développeuse back-end : API pour 90 000 clients.', ['API en Node.js pour 40 000 clients'])),
    ).toBe('figures');
    expect(judge(lead('Développeuse back-end chez Google.', ['Développeuse — Acme | 2019 – 2024']))).toBe(
      'names',
    );
    expect(judge(lead('Développeuse back-end : Kubernetes.', ['Développeuse — Acme | 2019 – 2024']))).toBe(
      'keywords',
    );
  });

  it('lets years of experience through up to what the jobs span, not more', () => {
    expect(
      judge(lead('Développeuse back-end avec 5 ans d’expérience.', ['Développeuse — Acme | 2019 – 2024'])),
    ).toBe('passed');
    expect(
      judge(lead('Développeuse back-end avec 15 ans d’expérience.', ['Développeuse — Acme | 2019 – 2024'])),
    ).toBe('figures');
  });

  it('refuses a reorder that brings a line in', () => {
    const reorder: ChangeDraft = {
      kind: 'bullets_reordered',
      section: 'experience',
      block: 'b4',
      before: 'a\nb',
      after: 'b\nc',
    };
    expect(judge(reorder)).toBe('content');
  });
});
