import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Builders for the hostile files of the tests, made at test time so that nothing big is committed:
 * minimal PDFs (text, image only) and zips whose parts inflate far beyond their size.
 */

/** A one-page PDF, written object by object with a correct cross-reference table. */
export function minimalPdf(page: { text?: string; image?: boolean }): Uint8Array {
  const content = [
    page.text ? `BT /F1 24 Tf 72 720 Td (${page.text}) Tj ET` : '',
    page.image ? 'q 400 0 0 400 100 300 cm /Im1 Do Q' : '',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources ' +
      '<< /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    // A 2 × 2 grey image: what a scanner's PDF holds instead of text, only smaller.
    '<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8 ' +
      '/Length 4 >>\nstream\n\x00\x80\x80\xff\nendstream',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

/** A PDF of the given objects (numbered from 1, the catalog first), with a correct cross-reference table. */
function pdfOf(objects: string[]): Uint8Array {
  const chunks: string[] = ['%PDF-1.4\n'];
  let length = chunks[0]!.length;
  const offsets = objects.map((body, i) => {
    const offset = length;
    const object = `${i + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(object);
    length += object.length;
    return offset;
  });
  chunks.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  chunks.push(offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join(''));
  chunks.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return new Uint8Array(Buffer.from(chunks.join(''), 'latin1'));
}

/**
 * A PDF of `count` pages, none with any content but the first, which says `firstPageText` if given: the
 * upload of issue 21 (20 000 empty pages, 2.3 MB), whose pages add no text for the character cap to stop.
 */
export function pdfOfEmptyPages(count: number, firstPageText?: string): Uint8Array {
  const first = firstPageText
    ? ` /Contents ${count + 3} 0 R /Resources << /Font << /F1 ${count + 4} 0 R >> >>`
    : '';
  const pages = Array.from(
    { length: count },
    (_, i) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]${i === 0 ? first : ''} >>`,
  );
  const kids = pages.map((_, i) => `${i + 3} 0 R`).join(' ');
  const text = `BT /F1 24 Tf 72 720 Td (${firstPageText}) Tj ET`;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...pages,
    ...(firstPageText
      ? [
          `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
          '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        ]
      : []),
  ]);
}

/**
 * A PDF of `pages` pages whose content streams each inflate to `inflatedMb` megabytes of operators that
 * draw nothing (save and restore the graphics state): a few kilobytes that keep a reader busy for seconds
 * without a single character of text — a file that holds an extraction thread until its time budget.
 */
export function pdfOfBusyPages(pages: number, inflatedMb: number): Uint8Array {
  const stream = deflateSync(Buffer.from('q Q\n'.repeat(inflatedMb * 256 * 1024)), { level: 9 });
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from(
      { length: pages },
      () => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pages + 3} 0 R >>`,
    ),
    `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ]);
}

interface ZipPart {
  name: string;
  /** Deflated data (method 8). */
  deflated: Uint8Array;
  /** What the headers claim; a bomb may lie. */
  declaredSize: number;
  crc: number;
}

const part = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), declaredSize: data.length, crc: crc32(data) };
};

/** A zip of the given parts, with local headers and a central directory, as any zip writer makes. */
export function buildZip(parts: ZipPart[]): Uint8Array {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(p.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc, 16);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(p.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, Buffer.from(p.deflated));
    directory.push(central, name);
    offset += local.length + name.length + p.deflated.length;
  }
  const directorySize = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, ...directory, end]));
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/**
 * A DOCX whose word/document.xml inflates to `inflatedMb` megabytes of one repeated character. Deflate
 * cannot shrink better than about 1 000 : 1, so the part is one compressed megabyte repeated: each copy
 * ends with a full flush (byte-aligned, no reference to earlier data), so copies can be chained, and the
 * whole costs milliseconds to build. The CRC is left wrong: computing it would mean inflating.
 * `declaredSize`: the size the headers claim — the truth (capped at 4 GB) or a lie.
 */
export function docxZipBomb(inflatedMb: number, declaredSize?: number): Uint8Array {
  const segment = deflateRawSync(Buffer.alloc(1024 * 1024, 'a'), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  const deflated = Buffer.concat([...Array.from({ length: inflatedMb }, () => segment), finalEmptyBlock]);
  const size = declaredSize ?? Math.min(inflatedMb * 1024 * 1024, 0xffffffff);
  return buildZip([
    part('[Content_Types].xml', CONTENT_TYPES),
    part('_rels/.rels', RELS),
    { name: 'word/document.xml', deflated, declaredSize: size, crc: 0 },
  ]);
}

/** A zip that is not a DOCX: same container, no word/document.xml. */
export function plainZip(): Uint8Array {
  return buildZip([part('notes.txt', 'Bonjour'), part('data/values.csv', 'a,b\n1,2\n')]);
}

/** A valid DOCX with `paragraphs` of text, the least a Word reader reads. */
export function minimalDocx(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  const document =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${body}</w:body></w:document>`;
  return buildZip([
    part('[Content_Types].xml', CONTENT_TYPES),
    part('_rels/.rels', RELS),
    part('word/document.xml', document),
  ]);
}
