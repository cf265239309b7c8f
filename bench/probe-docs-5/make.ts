import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { chromium } from 'playwright-core';
import { CVS_EN } from './src/cvs-en';
import { CVS_FR } from './src/cvs-fr';
import { CVS_NL } from './src/cvs-nl';
import { DOCX_DESIGNS } from './src/docx-designs';
import { HTML_DESIGNS } from './src/html-designs';
import { europassLabels, usCaps } from './src/pdf-drawn';
import type { Printed } from './src/rendered';
import { truthEntry } from './src/truth-entry';
import { fileOf, setOf } from './src/types';

/**
 * Writes the fifth probe set: every CV as PDF or DOCX, its offer and, without a filter, both truth.json files.
 *   npx tsx bench/probe-docs-5/make.ts [FILTER]
 * Then checks that every truth string is printed whole (pdftotext for PDFs, the shown text of document.xml for DOCX).
 */
const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const cvs = [...CVS_FR, ...CVS_EN, ...CVS_NL].filter((cv) => cv.id.includes(filter));
const truth: Record<string, ReturnType<typeof truthEntry>[]> = { tuning: [], 'held-out': [] };

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const tab = await browser.newPage();
const problems: string[] = [];
for (const cv of cvs) {
  const set = setOf(cv);
  const dir = join(here, set);
  mkdirSync(join(dir, 'offers'), { recursive: true });
  const out = join(dir, fileOf(cv));
  let printed: Printed;
  if (HTML_DESIGNS[cv.design]) {
    const doc = HTML_DESIGNS[cv.design]!(cv);
    await tab.setContent(doc.html, { waitUntil: 'load' });
    writeFileSync(out, await tab.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    printed = doc.printed;
  } else if (DOCX_DESIGNS[cv.design]) {
    const doc = DOCX_DESIGNS[cv.design]!(cv);
    writeFileSync(out, doc.bytes);
    printed = doc.printed;
  } else {
    const doc = cv.design === 'us-caps-jspdf' ? usCaps(cv) : europassLabels(cv);
    writeFileSync(out, doc.bytes);
    printed = doc.printed;
  }
  writeFileSync(join(dir, 'offers', `${cv.id}.txt`), `${cv.offer}\n`);
  const entry = truthEntry(cv, printed);
  truth[set]!.push(entry);
  problems.push(...missing(out, entry));
}
await browser.close();

if (!filter)
  for (const [set, files] of Object.entries(truth)) {
    const _meta = {
      what: `bench/probe-docs-5/${set}: ${files.length} invented CVs written on 2026-11-27 without reading the CV engine (see ../README.md).`,
      conventions:
        'Those of ../shared/fixtures/fidelity-truth.json (_meta.conventions). Truth is the author’s data in src/cvs-*.ts, printed whole by each design: context = the place printed with the employer (null when none; the Europass designs add the "Type of business or sector" line after \' · \'); headings as printed (the US-style design prints them in capitals); roles grouped under one employer each carry its name and town.',
    };
    writeFileSync(join(here, set, 'truth.json'), `${JSON.stringify({ _meta, files }, null, 2)}\n`);
  }
console.log(`${cvs.length} documents written`);
console.log(problems.length ? `NOT FOUND:\n${problems.join('\n')}` : 'every truth string is printed whole');

/** Truth strings that the document's text does not hold whole (spaces folded). */
function missing(file: string, entry: ReturnType<typeof truthEntry>): string[] {
  const fold = (s: string) => s.replace(/\s+/g, ' ').trim();
  let text: string;
  if (file.endsWith('.pdf')) {
    const tmp = mkdtempSync(join(tmpdir(), 'pd5-'));
    text = ['-layout', '-raw']
      .map((mode) => {
        execFileSync('pdftotext', [mode, file, join(tmp, 'o.txt')]);
        return readFileSync(join(tmp, 'o.txt'), 'utf8');
      })
      .join('\n');
  } else {
    const xml = strFromU8(unzipSync(readFileSync(file))['word/document.xml']!);
    text = xml
      .split('</w:p>')
      .map((p) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<w:tab\/>/g)].map((m) => m[1] ?? '\t').join(''))
      .join('\n')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  }
  const shown = fold(text);
  const strings = [
    entry.name,
    ...entry.sections,
    ...entry.experiences.flatMap((j) => [j.company, j.position, j.period, ...j.bullets]),
    ...entry.education.flatMap((d) => [d.degree, d.institution, d.period]),
    ...entry.certifications,
  ].filter((s): s is string => !!s);
  return strings.filter((s) => !shown.includes(fold(s))).map((s) => `${entry.id}: ${s}`);
}
