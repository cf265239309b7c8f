import { strToU8, zipSync } from 'fflate';

/** A hand-written WordprocessingML package: what the docx library cannot write (content controls, tracked changes, fields, smart tags). */
export function xmlEsc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface RunOpts {
  b?: boolean;
  i?: boolean;
  size?: number;
  color?: string;
  style?: string;
}

function rPr(o: RunOpts): string {
  const parts = [
    o.style ? `<w:rStyle w:val="${o.style}"/>` : '',
    o.b ? '<w:b/>' : '',
    o.i ? '<w:i/>' : '',
    o.color ? `<w:color w:val="${o.color}"/>` : '',
    o.size ? `<w:sz w:val="${o.size * 2}"/>` : '',
  ].join('');
  return parts ? `<w:rPr>${parts}</w:rPr>` : '';
}

export const r = (text: string, o: RunOpts = {}) =>
  `<w:r>${rPr(o)}<w:t xml:space="preserve">${xmlEsc(text)}</w:t></w:r>`;
export const tab = () => '<w:r><w:tab/></w:r>';
export const br = () => '<w:r><w:br/></w:r>';

export interface ParaOpts {
  style?: string;
  /** Bullet from numbering.xml (numId 1). */
  bullet?: boolean;
  /** Left tab stops in twentieths of a point. */
  tabs?: number[];
  ind?: { left: number; hanging?: number };
  spacingAfter?: number;
  align?: 'center' | 'right';
  /** Extra pPr children (e.g. a tracked paragraph mark). */
  extra?: string;
}

export function p(content: string, o: ParaOpts = {}): string {
  const parts = [
    o.style ? `<w:pStyle w:val="${o.style}"/>` : '',
    o.bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : '',
    o.tabs ? `<w:tabs>${o.tabs.map((t) => `<w:tab w:val="left" w:pos="${t}"/>`).join('')}</w:tabs>` : '',
    o.spacingAfter !== undefined ? `<w:spacing w:after="${o.spacingAfter}"/>` : '',
    o.ind ? `<w:ind w:left="${o.ind.left}"${o.ind.hanging ? ` w:hanging="${o.ind.hanging}"` : ''}/>` : '',
    o.align ? `<w:jc w:val="${o.align}"/>` : '',
    o.extra ?? '',
  ].join('');
  return `<w:p>${parts ? `<w:pPr>${parts}</w:pPr>` : ''}${content}</w:p>`;
}

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml" xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"';

function styles(font: string): string {
  const para = (id: string, name: string, rpr: string, ppr = '') =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>${ppr ? `<w:pPr>${ppr}</w:pPr>` : ''}<w:rPr>${rpr}</w:rPr></w:style>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${NS}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:cs="${font}"/><w:sz w:val="21"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="60" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
${para('Title', 'Title', '<w:b/><w:color w:val="1F3864"/><w:sz w:val="52"/>', '<w:spacing w:after="40"/>')}
${para('Heading1', 'heading 1', '<w:b/><w:color w:val="2F5496"/><w:sz w:val="28"/>', '<w:keepNext/><w:spacing w:before="280" w:after="80"/><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="2F5496"/></w:pBdr><w:outlineLvl w:val="0"/>')}
${para('Heading2', 'heading 2', '<w:b/><w:sz w:val="23"/>', '<w:keepNext/><w:spacing w:before="120" w:after="20"/><w:outlineLvl w:val="1"/>')}
${para('Heading3', 'heading 3', '<w:color w:val="595959"/><w:sz w:val="19"/>', '<w:keepNext/><w:spacing w:before="160" w:after="0"/><w:outlineLvl w:val="2"/>')}
${para('ListBullet', 'List Bullet', '', '<w:numPr><w:numId w:val="1"/></w:numPr><w:ind w:left="360" w:hanging="360"/><w:spacing w:after="20"/>')}
<w:style w:type="character" w:styleId="SubtleReference"><w:name w:val="Subtle Reference"/><w:uiPriority w:val="31"/><w:qFormat/><w:rPr><w:color w:val="5A5A5A"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>
<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:left w:w="108" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
</w:styles>`;
}

const numbering = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering ${NS}><w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/></w:rPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

/** The .docx bytes of one body (paragraphs and tables), A4 with 2 cm margins; fixed zip dates, so the bytes are stable. */
export function docxPackage(body: string, font: string, settingsExtra = ''): Uint8Array {
  const doc = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${NS}><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const settings = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:settings ${NS}>${settingsExtra}<w:defaultTabStop w:val="709"/></w:settings>`;
  const files: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/></Relationships>`,
    'word/document.xml': doc,
    'word/styles.xml': styles(font),
    'word/numbering.xml': numbering,
    'word/settings.xml': settings,
  };
  const mtime = new Date('2026-11-27T12:00:00Z');
  return zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [strToU8(v), { mtime }]])));
}
