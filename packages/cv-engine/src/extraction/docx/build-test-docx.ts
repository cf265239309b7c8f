import { strToU8, zipSync } from 'fflate';

/**
 * Test helper: a Word package from raw XML parts, for what the docx library cannot write (Strict Open XML,
 * an mc:AlternateContent text box with its two copies, odd prefixes). `ns` is the WordprocessingML URI: the
 * transitional one by default, or Strict's.
 */
export const TRANSITIONAL = {
  w: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  rels: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
};
export const STRICT = {
  w: 'http://purl.oclc.org/ooxml/wordprocessingml/main',
  r: 'http://purl.oclc.org/ooxml/officeDocument/relationships',
  rels: 'http://purl.oclc.org/ooxml/officeDocument/relationships',
};

type Flavour = typeof TRANSITIONAL;

export function buildTestDocx(parts: {
  /** The inside of the body, written with the prefix `w` (or `prefix`). */
  body: string;
  styles?: string;
  numbering?: string;
  flavour?: Flavour;
  /** The prefix the file uses for WordprocessingML (Word writes 'w'; nothing obliges it to). */
  prefix?: string;
  /** Extra namespace declarations on the document element. */
  namespaces?: string;
  /** More parts of the document (a header, a footer), each with its relationship's id and type ('header'). */
  more?: readonly { id: string; type: string; name: string; xml: string }[];
}): Uint8Array {
  const flavour = parts.flavour ?? TRANSITIONAL;
  const p = parts.prefix ?? 'w';
  const declare = `xmlns:${p}="${flavour.w}" xmlns:r="${flavour.r}" ${parts.namespaces ?? ''}`;
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${flavour.rels}/${type}" Target="${target}"/>`;
  const relationships = [
    parts.styles ? rel('rIdS', 'styles', 'styles.xml') : '',
    parts.numbering ? rel('rIdN', 'numbering', 'numbering.xml') : '',
    ...(parts.more ?? []).map((part) => rel(part.id, part.type, part.name)),
  ].join('');
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('rId1', 'officeDocument', 'word/document.xml')}</Relationships>`,
    ),
    'word/_rels/document.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`,
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><${p}:document ${declare}><${p}:body>${parts.body}</${p}:body></${p}:document>`,
    ),
  };
  for (const part of parts.more ?? [])
    files[`word/${part.name}`] = strToU8(
      `<${p}:${part.type === 'footer' ? 'ftr' : 'hdr'} ${declare}>${part.xml}</${p}:${part.type === 'footer' ? 'ftr' : 'hdr'}>`,
    );
  if (parts.styles)
    files['word/styles.xml'] = strToU8(`<${p}:styles ${declare}>${parts.styles}</${p}:styles>`);
  if (parts.numbering)
    files['word/numbering.xml'] = strToU8(`<${p}:numbering ${declare}>${parts.numbering}</${p}:numbering>`);
  return zipSync(files);
}
