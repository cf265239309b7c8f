import { strToU8, zipSync } from 'fflate';

/** Hand-written WordprocessingML: the features the docx package does not write the way these producers do. */

export const W_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

export const x = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A run: its properties (inner XML of w:rPr) and its text; a tab where the text has '\t'. */
export function run(text: string, rPr = ''): string {
  const parts = text.split('\t').map((t) => (t ? `<w:t xml:space="preserve">${x(t)}</w:t>` : ''));
  return `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}${parts.join('<w:tab/>')}</w:r>`;
}

export const para = (runs: string, pPr = '') => `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${runs}</w:p>`;

/** A bullet numbering per id in `ids` (each list its own w:num, as Google Docs writes them), glyph `glyph`. */
export function numbering(ids: number[], glyph: string, font: string): string {
  const abstracts = ids
    .map(
      (id) =>
        `<w:abstractNum w:abstractNumId="${id}"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/>` +
        `<w:numFmt w:val="bullet"/><w:lvlText w:val="${glyph}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr>` +
        `<w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}"/></w:rPr></w:lvl></w:abstractNum>`,
    )
    .join('');
  const nums = ids.map((id) => `<w:num w:numId="${id}"><w:abstractNumId w:val="${id}"/></w:num>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${W_NS}>${abstracts}${nums}</w:numbering>`;
}

export const stylesXml = (defaultFont: string, size: number, styles: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${W_NS}><w:docDefaults><w:rPrDefault><w:rPr>` +
  `<w:rFonts w:ascii="${defaultFont}" w:hAnsi="${defaultFont}" w:cs="${defaultFont}" w:eastAsia="${defaultFont}"/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/><w:lang w:val="en-GB"/>` +
  `</w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${styles}</w:styles>`;

/** A paragraph style: id, shown name, paragraph and run properties. */
export const pStyle = (id: string, name: string, pPr: string, rPr: string, extra = '') =>
  `<w:style w:type="paragraph" w:customStyle="1" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/>${extra}<w:qFormat/>` +
  `<w:pPr>${pPr}</w:pPr><w:rPr>${rPr}</w:rPr></w:style>`;

/** A4 page, 2 cm margins; `type` (how the section starts) and `cols` (newspaper columns) in schema order. */
export const sectPr = (type = '', cols = '') =>
  `<w:sectPr>${type}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/>${cols}</w:sectPr>`;

const FIXED = new Date(Date.UTC(2026, 10, 27, 9, 0, 0));

/** The .docx package: document body, styles and numbering, zipped with fixed dates so the bytes never change. */
export function docxPackage(
  body: string,
  styles: string,
  numberingXml: string,
  title: string,
  app: string,
): Uint8Array {
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/${type}" Target="${target}"/>`;
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
      '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>' +
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
      '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      rel('rId1', 'officeDocument/2006/relationships/officeDocument', 'word/document.xml') +
      rel('rId2', 'package/2006/relationships/metadata/core-properties', 'docProps/core.xml') +
      rel('rId3', 'officeDocument/2006/relationships/extended-properties', 'docProps/app.xml') +
      '</Relationships>',
    'word/_rels/document.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      rel('rId1', 'officeDocument/2006/relationships/styles', 'styles.xml') +
      rel('rId2', 'officeDocument/2006/relationships/numbering', 'numbering.xml') +
      '</Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}><w:body>${body}</w:body></w:document>`,
    'word/styles.xml': styles,
    'word/numbering.xml': numberingXml,
    'docProps/core.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
      `<dc:title>${x(title)}</dc:title><dcterms:created xsi:type="dcterms:W3CDTF">2026-11-27T09:00:00Z</dcterms:created></cp:coreProperties>`,
    'docProps/app.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${x(app)}</Application></Properties>`,
  };
  const entries = Object.fromEntries(
    Object.entries(files).map(([k, v]) => [
      k,
      [strToU8(v), { mtime: FIXED }] as [Uint8Array, { mtime: Date }],
    ]),
  );
  return zipSync(entries, { level: 6 });
}
