import { docxPackage, numbering, para, pStyle, run, sectPr, stylesXml } from './docx-xml';
import { type Printed, plainPrinted, sectionOrder } from './rendered';
import type { Cv, Degree, Job } from './types';

type Docx = { bytes: Uint8Array; printed: Printed };
const where = (a: string | null, b: string | null) => [a, b].filter(Boolean).join(', ');
const simpleItems = (cv: Cv, key: string) =>
  key === 'skills' ? cv.skills : key === 'langs' ? cv.languages : key === 'certs' ? cv.certs : [];

/** The whole CV in one borderless Word table: dates in the left column, everything else in the right one. */
function borderlessTable(cv: Cv): Docx {
  const bullet = (t: string) =>
    para(run(t), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr><w:spacing w:after="20"/>');
  const cell = (w: number, content: string, span = 1) =>
    `<w:tc><w:tcPr><w:tcW w:w="${w}" w:type="dxa"/>${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}</w:tcPr>${content || '<w:p/>'}</w:tc>`;
  const tr = (cells: string) => `<w:tr>${cells}</w:tr>`;
  const row = (left: string, right: string) =>
    tr(
      cell(2100, left ? para(run(left, '<w:color w:val="595959"/><w:sz w:val="19"/>')) : '') +
        cell(7538, right),
    );
  const full = (content: string) => tr(cell(9638, content, 2));
  const job = (j: Job) =>
    row(
      j.period ?? '',
      para(run(j.position, '<w:b/>')) +
        para(run(where(j.company, j.place), '<w:i/>'), '<w:spacing w:after="40"/>') +
        j.bullets.map(bullet).join(''),
    );
  const deg = (d: Degree) =>
    row(
      d.period ?? '',
      para(run(d.degree, '<w:b/>')) +
        (where(d.institution, d.place) ? para(run(where(d.institution, d.place), '<w:i/>')) : ''),
    );
  const rows = [
    full(
      para(run(cv.name, '<w:b/><w:sz w:val="36"/><w:color w:val="1F3864"/>')) +
        (cv.title ? para(run(cv.title, '<w:sz w:val="24"/><w:color w:val="2E74B5"/>')) : '') +
        para(
          run([cv.address, cv.phone, cv.email].join(' • '), '<w:sz w:val="18"/>'),
          '<w:spacing w:after="120"/>',
        ),
    ),
  ];
  for (const { key, heading } of sectionOrder(cv)) {
    rows.push(
      full(
        para(
          run(heading, '<w:b/><w:color w:val="2E74B5"/><w:sz w:val="24"/>'),
          '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="2E74B5"/></w:pBdr><w:spacing w:before="200" w:after="80"/>',
        ),
      ),
    );
    if (key === 'exp') rows.push(...cv.jobs.map(job));
    else if (key === 'edu') rows.push(...cv.edu.map(deg));
    else if (key === 'profile') rows.push(row('', para(run(cv.profile ?? ''))));
    else rows.push(row('', simpleItems(cv, key).map(bullet).join('')));
  }
  const none = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((s) => `<w:${s} w:val="nil"/>`)
    .join('');
  const table =
    `<w:tbl><w:tblPr><w:tblW w:w="9638" w:type="dxa"/><w:tblBorders>${none}</w:tblBorders><w:tblLayout w:type="fixed"/>` +
    `<w:tblCellMar><w:top w:w="40" w:type="dxa"/><w:bottom w:w="40" w:type="dxa"/></w:tblCellMar></w:tblPr>` +
    `<w:tblGrid><w:gridCol w:w="2100"/><w:gridCol w:w="7538"/></w:tblGrid>${rows.join('')}</w:tbl>`;
  const body = `${table}<w:p/>${sectPr()}`;
  const bytes = docxPackage(
    body,
    stylesXml('Calibri', 21, ''),
    numbering([1], '•', 'Calibri'),
    cv.name,
    'Microsoft Office Word',
  );
  return { bytes, printed: plainPrinted(cv) };
}

/** Headings as custom paragraph styles ("CV Section" / "Sectiekop", no outline level), job lines on a right tab; the last sections in two newspaper columns. */
function customStyles(cv: Cv): Docx {
  const sec = cv.lang === 'nl' ? ['Sectiekop', 'Sectiekop'] : ['CVSection', 'CV Section'];
  const styles = [
    pStyle(
      'CVName',
      'CV Name',
      '<w:spacing w:after="0"/>',
      '<w:b/><w:sz w:val="40"/><w:color w:val="7B2C3B"/>',
    ),
    pStyle(
      'CVContact',
      'CV Contact',
      '<w:spacing w:after="160"/>',
      '<w:sz w:val="18"/><w:color w:val="595959"/>',
    ),
    pStyle(
      sec[0]!,
      sec[1]!,
      '<w:pBdr><w:bottom w:val="single" w:sz="8" w:space="1" w:color="7B2C3B"/></w:pBdr><w:spacing w:before="240" w:after="100"/>',
      '<w:b/><w:sz w:val="26"/><w:color w:val="7B2C3B"/>',
    ),
    pStyle(
      'CVJob',
      'CV Job',
      '<w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs><w:spacing w:before="120"/>',
      '<w:sz w:val="21"/>',
    ),
    pStyle('CVRole', 'CV Role', '<w:spacing w:after="40"/>', '<w:i/><w:color w:val="404040"/>'),
    pStyle('CVBullet', 'CV Bullet', '<w:numPr><w:numId w:val="1"/></w:numPr><w:spacing w:after="20"/>', ''),
  ].join('');
  const p = (style: string, runs: string) => para(runs, `<w:pStyle w:val="${style}"/>`);
  const out: string[] = [p('CVName', run(cv.name))];
  if (cv.title) out.push(p('CVContact', run(cv.title, '<w:sz w:val="24"/>')));
  out.push(p('CVContact', run([cv.address, cv.phone, cv.email].join('  ·  '))));
  const order = sectionOrder(cv);
  const split = order.findIndex((s) => s.key === 'skills');
  order.forEach(({ key, heading }, i) => {
    if (i === split) {
      // ends the one-column section; the skills, languages and certificates run in two columns after it
      out.push(para('', sectPr('', '<w:cols w:space="708"/>')));
    }
    out.push(p(sec[0]!, run(heading)));
    if (key === 'profile') out.push(para(run(cv.profile ?? '')));
    if (key === 'exp')
      for (const j of cv.jobs) {
        out.push(
          p(
            'CVJob',
            run(j.company, '<w:b/>') +
              run(`${j.place ? `, ${j.place}` : ''}${j.period ? `\t${j.period}` : ''}`),
          ),
        );
        out.push(p('CVRole', run(j.position)), ...j.bullets.map((b) => p('CVBullet', run(b))));
      }
    if (key === 'edu')
      for (const d of cv.edu) {
        out.push(p('CVJob', run(d.degree, '<w:b/>') + run(d.period ? `\t${d.period}` : '')));
        if (where(d.institution, d.place)) out.push(p('CVRole', run(where(d.institution, d.place))));
      }
    if (key !== 'profile' && key !== 'exp' && key !== 'edu')
      out.push(...simpleItems(cv, key).map((t) => p('CVBullet', run(t))));
  });
  const body = out.join('') + sectPr('<w:type w:val="continuous"/>', '<w:cols w:num="2" w:space="708"/>');
  const bytes = docxPackage(
    body,
    stylesXml('Cambria', 21, styles),
    numbering([1], '–', 'Cambria'),
    cv.name,
    'Microsoft Office Word',
  );
  return { bytes, printed: plainPrinted(cv) };
}

/** Pieces of 2 to 6 characters, as Google Docs splits runs (at spell-check and edit boundaries). */
function chop(text: string, seed: number): string[] {
  const out: string[] = [];
  let i = 0;
  let s = seed;
  while (i < text.length) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const n = 2 + (s % 5);
    out.push(text.slice(i, i + n));
    i += n;
  }
  return out;
}

/** A Google Docs résumé downloaded as .docx: Heading 1–3, runs cut every few characters, empty paragraphs for spacing, one numbering per list. */
function gdocsExport(cv: Cv): Docx {
  let seed = cv.id.length * 7919;
  let nextNum = 1;
  const rPr = (extra: string, colour = '000000', size = 21) =>
    `<w:rFonts w:ascii="Arial" w:cs="Arial" w:eastAsia="Arial" w:hAnsi="Arial"/>${extra}<w:color w:val="${colour}"/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/><w:rtl w:val="0"/>`;
  const runs = (text: string, extra = '', colour?: string, size?: number) => {
    seed += 17;
    return chop(text, seed)
      .map((piece) => run(piece, rPr(extra, colour, size)))
      .join('');
  };
  const pPr = (style: string, num = 0) =>
    `<w:pStyle w:val="${style}"/><w:keepNext w:val="0"/><w:keepLines w:val="0"/>` +
    (num ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${num}"/></w:numPr>` : '') +
    `<w:spacing w:before="0" w:after="0" w:line="276" w:lineRule="auto"/>${num ? '<w:ind w:left="720" w:hanging="360"/>' : ''}<w:rPr/>`;
  const empty = () => para('', pPr('Normal'));
  const out: string[] = [];
  const list = (items: string[]) => {
    if (!items.length) return;
    const id = nextNum++;
    for (const b of items) out.push(para(runs(b), pPr('Normal', id)));
  };
  out.push(para(runs(cv.name, '<w:b/>', '000000', 44), pPr('Title')));
  if (cv.title) out.push(para(runs(cv.title, '', '666666', 26), pPr('Subtitle')));
  out.push(para(runs(`${cv.address} · ${cv.phone} · ${cv.email}`, '', '666666', 18), pPr('Normal')), empty());
  for (const { key, heading } of sectionOrder(cv)) {
    out.push(para(runs(heading, '<w:b/>', '2079C7', 24), pPr('Heading1')));
    if (key === 'profile') out.push(para(runs(cv.profile ?? ''), pPr('Normal')));
    if (key === 'exp')
      for (const j of cv.jobs) {
        out.push(
          para(
            runs(j.company, '<w:b/>') +
              runs(`${j.place ? `, ${j.place}` : ''} — `) +
              runs(j.position, '<w:i/>'),
            pPr('Heading2'),
          ),
        );
        if (j.period) out.push(para(runs(j.period, '', '666666', 17), pPr('Heading3')));
        list(j.bullets);
        out.push(empty());
      }
    if (key === 'edu')
      for (const d of cv.edu) {
        const place = where(d.institution, d.place);
        out.push(
          para(
            runs(place, '<w:b/>') + runs(`${place ? ' — ' : ''}`) + runs(d.degree, '<w:i/>'),
            pPr('Heading2'),
          ),
        );
        if (d.period) out.push(para(runs(d.period, '', '666666', 17), pPr('Heading3')));
        out.push(empty());
      }
    if (key !== 'profile' && key !== 'exp' && key !== 'edu') list(simpleItems(cv, key));
    out.push(empty());
  }
  const heading = (id: string, name: string, size: number, colour: string) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>` +
    `<w:pPr><w:keepNext/><w:spacing w:before="120" w:after="40"/><w:outlineLvl w:val="${Number(id.slice(-1)) - 1}"/></w:pPr><w:rPr><w:sz w:val="${size}"/><w:color w:val="${colour}"/></w:rPr></w:style>`;
  const styles =
    heading('Heading1', 'heading 1', 24, '2079C7') +
    heading('Heading2', 'heading 2', 22, '000000') +
    heading('Heading3', 'heading 3', 17, '666666') +
    '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="44"/></w:rPr></w:style>' +
    '<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="26"/></w:rPr></w:style>';
  const body = out.join('') + sectPr();
  const nums = Array.from({ length: nextNum - 1 }, (_, i) => i + 1);
  const bytes = docxPackage(
    body,
    stylesXml('Arial', 21, styles),
    numbering(nums, '●', 'Arial'),
    cv.name,
    'Google Docs',
  );
  return { bytes, printed: plainPrinted(cv) };
}

export const DOCX_DESIGNS: Record<string, (cv: Cv) => Docx> = {
  'docx-borderless-table': borderlessTable,
  'docx-custom-styles': customStyles,
  'docx-gdocs-export': gdocsExport,
};
