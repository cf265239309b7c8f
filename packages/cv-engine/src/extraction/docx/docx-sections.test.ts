import { describe, expect, it } from 'vitest';
import { buildTestDocx } from './build-test-docx';
import { readDocx } from './read-docx';

const para = (text: string, properties = '') =>
  `<w:p><w:pPr>${properties}</w:pPr><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
// an A4 page with 1 inch margins: 451.3 pt of text between them
const A4 =
  '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:left="1440" w:right="1440" w:top="1440" w:bottom="1440"/>';

describe('a Word file of several sections', () => {
  it('reads each section at its own width: after a continuous break, one of its two newspaper columns', () => {
    const { text, layout } = readDocx(
      buildTestDocx({
        body: [
          para('Camille Dubreuil'),
          para('Professeure des écoles depuis 2016.', `<w:sectPr>${A4}</w:sectPr>`),
          para('Expérience'),
          para(
            'Professeure des écoles, CM1-CM2',
            `<w:sectPr><w:type w:val="continuous"/>${A4}<w:cols w:num="2" w:space="560"/></w:sectPr>`,
          ),
          para('Formation'),
          // the last section's properties are the body's; without a type, it starts a page
          `<w:sectPr>${A4}</w:sectPr>`,
        ].join(''),
      }),
    );
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    expect(lines.map((line, i) => [line, layout.lines[i]!.page, layout.lines[i]!.width])).toEqual([
      ['Camille Dubreuil', 1, 451.3],
      ['Professeure des écoles depuis 2016.', 1, 451.3],
      // (451.3 − 28 pt between the columns) / 2
      ['Expérience', 1, 211.7],
      ['Professeure des écoles, CM1-CM2', 1, 211.7],
      ['Formation', 2, 451.3],
    ]);
  });

  it('reads the header the first section names, when the last section, the body’s, names none', () => {
    const bytes = buildTestDocx({
      body: [
        para('Expérience', `<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/>${A4}</w:sectPr>`),
        para('Technicienne de laboratoire'),
        `<w:sectPr><w:type w:val="continuous"/>${A4}<w:cols w:num="2"/></w:sectPr>`,
      ].join(''),
      more: [{ id: 'rIdH', type: 'header', name: 'header1.xml', xml: para('Léa Fontaine — lea@example.fr') }],
    });
    const { text, layout } = readDocx(bytes);
    expect(text.split('\n')[0]).toBe('Léa Fontaine — lea@example.fr');
    expect(layout.lines[0]!.region).toBe('header');
  });
});
