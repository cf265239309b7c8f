import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildTestDocx, STRICT } from './build-test-docx';
import { readDocx } from './read-docx';

const pack = async (document: Document) => new Uint8Array(await Packer.toBuffer(document));
/** Each non-blank line of the text beside its layout entry. */
const linesOf = (bytes: Uint8Array) => {
  const { text, layout } = readDocx(bytes);
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  expect(lines).toHaveLength(layout.lines.length);
  return lines.map((line, i) => ({ line, ...layout.lines[i]! }));
};

const bullets = {
  config: [
    {
      reference: 'bullets',
      levels: [0, 1].map((level) => ({
        level,
        format: LevelFormat.BULLET,
        text: '•',
        alignment: AlignmentType.LEFT,
      })),
    },
  ],
};

describe('readDocx (files written by the docx library)', () => {
  it('reads heading styles, bold runs and bullet levels, with each line its features', async () => {
    const bytes = await pack(
      new Document({
        numbering: bullets,
        sections: [
          {
            children: [
              new Paragraph({ text: 'Expérience professionnelle', heading: HeadingLevel.HEADING_1 }),
              new Paragraph({ children: [new TextRun({ text: 'Acme — Lyon', bold: true, size: 24 })] }),
              new Paragraph({ text: 'Développeuse', numbering: { reference: 'bullets', level: 0 } }),
              new Paragraph({ text: 'React et Node.js', numbering: { reference: 'bullets', level: 1 } }),
            ],
          },
        ],
      }),
    );
    const lines = linesOf(bytes);
    expect(lines.map((l) => l.line)).toEqual([
      'Expérience professionnelle',
      'Acme — Lyon',
      '• Développeuse',
      '• React et Node.js',
    ]);
    expect(lines[0]).toMatchObject({ heading: 1, region: 'main', page: 1 });
    expect(lines[1]).toMatchObject({ bold: true, size: 12 });
    expect(lines[1]!.heading).toBeUndefined();
    expect(lines[2]!.list).toBe(0);
    expect(lines[3]!.list).toBe(1);
  });

  it('reads a table row by row, each line with its table, row and cell; a two-line cell stays in its cell', async () => {
    const cell = (...texts: string[]) =>
      new TableCell({ children: texts.map((text) => new Paragraph(text)) });
    const bytes = await pack(
      new Document({
        sections: [
          {
            children: [
              new Table({
                rows: [
                  new TableRow({ children: [cell('Période'), cell('Employeur'), cell('Poste')] }),
                  new TableRow({
                    children: [cell('2019 – 2024'), cell('École Jules-Verne', 'Nantes'), cell('Professeure')],
                  }),
                ],
              }),
            ],
          },
        ],
      }),
    );
    const lines = linesOf(bytes);
    expect(lines.map((l) => [l.line, l.table?.row, l.table?.cell])).toEqual([
      ['Période', 0, 0],
      ['Employeur', 0, 1],
      ['Poste', 0, 2],
      ['2019 – 2024', 1, 0],
      ['École Jules-Verne', 1, 1],
      ['Nantes', 1, 1],
      ['Professeure', 1, 2],
    ]);
    expect(lines[4]!.x).toBeGreaterThan(lines[3]!.x);
  });

  it('puts the header first and the footer last, marked as such, without the page number line', async () => {
    const bytes = await pack(
      new Document({
        sections: [
          {
            headers: {
              default: new Header({ children: [new Paragraph('Camille Martin — camille@example.com')] }),
            },
            footers: {
              default: new Footer({
                children: [
                  new Paragraph('Permis B'),
                  new Paragraph({ children: [new TextRun({ children: ['Page ', PageNumber.CURRENT] })] }),
                ],
              }),
            },
            children: [new Paragraph('Profil')],
          },
        ],
      }),
    );
    expect(linesOf(bytes).map((l) => [l.line, l.region])).toEqual([
      ['Camille Martin — camille@example.com', 'header'],
      ['Profil', 'main'],
      ['Permis B', 'footer'],
    ]);
  });
});

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DRAWING = [
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
].join(' ');
const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
/** A text box as Word 2010+ writes it: the shape (Choice) and its VML copy (Fallback), the same paragraphs in both. */
const textBox = (choice: string, fallback = choice) =>
  `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${choice}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>${fallback}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;

describe('readDocx (raw Word XML)', () => {
  it('reads a text box once, from its modern copy, numbered, where it is anchored', () => {
    const bytes = buildTestDocx({
      namespaces: DRAWING,
      body: [
        textBox(para('Sanne de Vries') + para('Data-analist')),
        para('Werkervaring'),
        textBox(para('Huidige opdracht: Rabobank')),
      ].join(''),
    });
    expect(linesOf(bytes).map((l) => [l.line, l.box])).toEqual([
      ['Sanne de Vries', 0],
      ['Data-analist', 0],
      ['Werkervaring', undefined],
      ['Huidige opdracht: Rabobank', 1],
    ]);
  });

  it('reads a narrow text box floating beside the body as a sidebar, after the body, where the file places it', () => {
    const vml = (style: string, content: string) =>
      `<w:p><w:r><w:pict><v:shape style="${style}"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox></v:shape></w:pict></w:r></w:p>`;
    const drawing = (position: string, cx: number, content: string) =>
      `<w:p><w:r><w:drawing><wp:anchor><wp:positionH relativeFrom="margin">${position}</wp:positionH><wp:extent cx="${cx}" cy="5000000"/><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r></w:p>`;
    const indented = (text: string) =>
      `<w:p><w:pPr><w:ind w:left="3700"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const bytes = buildTestDocx({
      namespaces: DRAWING,
      body: [
        vml(
          'position:absolute;mso-position-horizontal-relative:page;left:12mm;top:14mm;width:55mm;height:265mm',
          para('06 11 22 33 44') + para('Compétences') + para('Caisse'),
        ),
        indented('Inès Morel'),
        indented('Expérience'),
        drawing('<wp:align>right</wp:align>', 1_270_000, para('Langues') + para('Anglais') + para('Italien')),
        drawing(
          '<wp:posOffset>0</wp:posOffset>',
          5_000_000,
          para('Huidige opdracht') + para('a') + para('b'),
        ),
        '<w:sectPr><w:pgSz w:w="11906"/><w:pgMar w:left="1440" w:right="1440"/></w:sectPr>',
      ].join(''),
    });
    const lines = linesOf(bytes);
    expect(lines.map((l) => [l.line, l.region, l.column])).toEqual([
      ['Inès Morel', 'main', 1],
      ['Expérience', 'main', 1],
      // a box as wide as the text is part of the body, where it is anchored
      ['Huidige opdracht', 'main', 1],
      ['a', 'main', 1],
      ['b', 'main', 1],
      ['06 11 22 33 44', 'sidebar', 2],
      ['Compétences', 'sidebar', 2],
      ['Caisse', 'sidebar', 2],
      ['Langues', 'sidebar', 2],
      ['Anglais', 'sidebar', 2],
      ['Italien', 'sidebar', 2],
    ]);
    // x from the text's left edge (a 72 pt margin): the page-placed box 12 mm from the page's edge, 55 mm wide;
    // the other flush right in the 451 pt text width, 100 pt wide
    expect(lines[5]).toMatchObject({ x: expect.closeTo(34 - 72, 0), width: expect.closeTo(155.9, 0) });
    expect(lines[8]).toMatchObject({ x: expect.closeTo(351.3, 0), width: 100 });
    expect(lines[0]!.x).toBe(185);
  });

  it('reads the Fallback copy when the modern one holds no text', () => {
    const bytes = buildTestDocx({ namespaces: DRAWING, body: textBox('', para('Profiel')) });
    expect(linesOf(bytes).map((l) => l.line)).toEqual(['Profiel']);
  });

  it('reads a Strict Open XML file by its namespaces, whatever its prefixes, with lengths in units', () => {
    const bytes = buildTestDocx({
      flavour: STRICT,
      prefix: 'x',
      styles:
        '<x:style x:type="paragraph" x:styleId="Kop1"><x:name x:val="Kop 1"/><x:pPr><x:outlineLvl x:val="0"/><x:spacing x:before="6pt"/></x:pPr><x:rPr><x:b x:val="on"/><x:sz x:val="14pt"/></x:rPr></x:style>',
      body: '<x:p><x:pPr><x:pStyle x:val="Kop1"/></x:pPr><x:r><x:t>Opleiding</x:t></x:r></x:p><x:p><x:r><x:rPr><x:b x:val="off"/></x:rPr><x:t>Master Data Science</x:t></x:r></x:p>',
    });
    const [heading, body] = linesOf(bytes);
    expect(heading).toMatchObject({ line: 'Opleiding', heading: 1, bold: true, size: 14, gapBefore: 6 });
    expect(body).toMatchObject({ line: 'Master Data Science' });
    expect(body!.bold).toBeUndefined();
  });

  it('takes bold from the character style and the paragraph style, through basedOn', () => {
    const bytes = buildTestDocx({
      styles: [
        '<w:style w:type="paragraph" w:styleId="Base"><w:rPr><w:b/></w:rPr></w:style>',
        '<w:style w:type="paragraph" w:styleId="Employer"><w:basedOn w:val="Base"/></w:style>',
        '<w:style w:type="character" w:styleId="Strong"><w:rPr><w:b/><w:caps/></w:rPr></w:style>',
      ].join(''),
      body:
        '<w:p><w:pPr><w:pStyle w:val="Employer"/></w:pPr><w:r><w:t>Acme</w:t></w:r></w:p>' +
        '<w:p><w:r><w:rPr><w:rStyle w:val="Strong"/></w:rPr><w:t>Compétences</w:t></w:r></w:p>',
    });
    const [employer, heading] = linesOf(bytes);
    expect(employer).toMatchObject({ line: 'Acme', bold: true });
    expect(heading).toMatchObject({ line: 'Compétences', bold: true, caps: 'upper' });
  });

  it('keeps tracked insertions, drops deletions, hidden text and field codes; a tab stays a column gap', () => {
    const bytes = buildTestDocx({
      body:
        '<w:p><w:r><w:t>Chef de projet</w:t></w:r><w:r><w:tab/><w:t>2019 – 2024</w:t></w:r></w:p>' +
        '<w:p><w:ins><w:r><w:t>Nantes</w:t></w:r></w:ins><w:del><w:r><w:delText>Paris</w:delText></w:r></w:del>' +
        '<w:r><w:rPr><w:vanish/></w:rPr><w:t>caché</w:t></w:r><w:r><w:instrText> HYPERLINK "x" </w:instrText></w:r></w:p>',
    });
    expect(readDocx(bytes).text).toBe('Chef de projet\t2019 – 2024\nNantes');
  });

  it('leaves out a list item deleted whole with its paragraph mark, as accepting the changes would', () => {
    const item = (text: string, deleted: boolean) =>
      `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>${deleted ? '<w:rPr><w:del w:id="1" w:author="A" w:date="2026-10-02T09:14:00Z"/></w:rPr>' : ''}</w:pPr>` +
      (deleted
        ? `<w:del w:id="2"><w:r><w:delText>${text}</w:delText></w:r></w:del>`
        : `<w:r><w:t>${text}</w:t></w:r>`) +
      '</w:p>';
    const bytes = buildTestDocx({
      numbering:
        '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum>' +
        '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>',
      body:
        item('Laadpalen plaatsen', false) + item('Diverse andere taken', true) + para('Bouwbedrijf Vanhoof'),
    });
    expect(readDocx(bytes).text).toBe('• Laadpalen plaatsen\nBouwbedrijf Vanhoof');
  });

  it('refuses a part with a DOCTYPE (no entity may expand) and a zip without a document', () => {
    expect(() => readDocx(buildTestDocx({ body: '' }).slice(0, 20))).toThrow();
    const doctype = buildTestDocx({ body: para('x') });
    expect(() => readDocx(withDoctype(doctype))).toThrow(/DOCTYPE/);
  });

  it('warns when the document is a picture with hardly any text (a scan pasted into Word)', () => {
    const bytes = buildTestDocx({
      namespaces: DRAWING,
      body:
        '<w:p><w:r><w:drawing><wp:inline><a:graphic><a:graphicData><a:blip/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>' +
        para('CV'),
    });
    expect(readDocx(bytes).layout.warnings).toEqual(['scanned_pages']);
  });
});

/** The same package with a DOCTYPE declaring an entity in its document part. */
function withDoctype(docx: Uint8Array): Uint8Array {
  const document = `<!DOCTYPE d [<!ENTITY a "aaaa">]><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>&a;</w:t></w:r></w:p></w:body></w:document>`;
  return zipSync({ ...unzipSync(docx), 'word/document.xml': strToU8(document) });
}
