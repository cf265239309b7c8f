import { describe, expect, it } from 'vitest';
import { layoutCvText } from '../layout/layout-cv-text';
import { laidOutText } from '../reading/laid-out-text';
import { readCvDocument } from './read-cv-document';
import { renderCvDocument } from './render-cv-document';

describe('renderCvDocument', () => {
  it('writes an employer set in capitals so that the preview keeps it inside its section', () => {
    const heading = { size: 12, bold: true, x: 40 };
    const { text, layout } = laidOutText([
      ['Jeanne Morel', { size: 18, bold: true, x: 40 }],
      ['jeanne.morel@example.fr', { x: 40 }],
      ['CARRIÈRE', heading],
      ['LAITERIES DU BOCAGE', { x: 40, bold: true }],
      ['Directrice de site', { x: 40 }],
      ['2011 – 2015 | Vitré', { x: 40 }],
      ['• Réduction des pertes de 12 %', { x: 40 }],
      ['FORMATION', heading],
      ['Ingénieure agronome, AgroParisTech, 2004', { x: 40 }],
    ]);
    const rendered = renderCvDocument(readCvDocument(text, layout));
    expect(rendered).toContain('**LAITERIES DU BOCAGE**');
    const headings = layoutCvText(rendered)
      .filter((block) => block.kind === 'heading')
      .map((block) => block.spans.map((span) => span.text).join(''));
    expect(headings).toEqual(['CARRIÈRE', 'FORMATION']);
  });
});
