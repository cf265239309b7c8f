/**
 * Writes the fourth probe set (see README.md): every CV's document, its offer and both truth files, from the
 * hand-written CVs in src/cvs-*.ts. Usage: npx tsx bench/probe-docs-4/make.ts [FILTER]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { cvsEn } from './src/cvs-en';
import { cvsFr } from './src/cvs-fr';
import { cvsNl } from './src/cvs-nl';
import { docxDesigns } from './src/docx-designs';
import { htmlDesigns } from './src/html-designs';
import { deletedText, printedText, spacedText, squash } from './src/printed-text';
import { extOf, truthEntry } from './src/truth-entry';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const all = [...cvsFr, ...cvsEn, ...cvsNl];
const chosen = all.filter((cv) => cv.id.includes(filter));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const problems: string[] = [];
try {
  const page = await browser.newPage();
  for (const cv of chosen) {
    const dir = join(here, cv.held ? 'held-out' : 'tuning');
    mkdirSync(join(dir, 'offers'), { recursive: true });
    const file = join(dir, `${cv.id}.${extOf(cv)}`);
    let bytes: Uint8Array;
    const html = htmlDesigns[cv.design];
    if (html) {
      await page.setContent(html(cv), { waitUntil: 'load' });
      const clipped = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.page')).some((el) => el.scrollHeight > el.clientHeight + 1),
      );
      if (clipped) problems.push(`${cv.id}: a hand-made page overflows`);
      bytes = await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '0', right: '0', bottom: '0', left: '0' },
      });
    } else bytes = docxDesigns[cv.design]!(cv);
    writeFileSync(file, bytes);
    writeFileSync(join(dir, 'offers', `${cv.id}.txt`), `${cv.offer}\n`);
    const shown = printedText(file, bytes);
    const t = truthEntry(cv);
    const strings = [
      t.name,
      ...t.sections,
      ...t.experiences.flatMap((j) => [j.company, j.position, j.period, j.context, ...j.bullets]),
      ...t.education.flatMap((e) => [e.degree, e.institution, e.period, e.context]),
      ...t.certifications,
    ].filter((s): s is string => s !== null);
    for (const s of strings) if (!shown.includes(squash(s))) problems.push(`${cv.id}: not printed: ${s}`);
    if (file.endsWith('.docx'))
      for (const gone of deletedText(bytes)) {
        const word = new RegExp(`(^|\\P{L})${gone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\P{L}|$)`, 'u');
        if (word.test(spacedText(file, bytes))) problems.push(`${cv.id}: deleted text shown: ${gone}`);
      }
    if (file.endsWith('.pdf')) {
      const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1];
      console.log(`${cv.id}.pdf: ${pages} page(s)`);
    } else console.log(`${cv.id}.docx`);
  }
} finally {
  await browser.close();
}

if (!filter)
  for (const held of [false, true]) {
    const half = held ? 'held-out' : 'tuning';
    const files = all.filter((cv) => cv.held === held).map(truthEntry);
    const truth = {
      _meta: {
        what: `bench/probe-docs-4/${half}: ${files.length} invented CVs written on 2026-11-27 without reading the CV engine (see ../README.md).`,
        conventions:
          'Those of ../shared/fixtures/fidelity-truth.json (_meta.conventions). Truth is the author’s data in src/cvs-*.ts, printed whole by each design: context = the place printed with the employer (null when none); headings as written in the source; a two-column page lists its left (main) column first; in a DOCX with tracked changes the truth is the accepted text.',
      },
      files,
    };
    writeFileSync(join(here, half, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  }

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${chosen.length} documents written; every truth string is printed.`);
