/**
 * Writes the third probe set: every CV of src/cvs-*.ts as a PDF (HTML printed by Chromium) or a DOCX (docx
 * package), its offer, and each set's truth.json; then checks that every truth string is printed whole.
 *   npx tsx bench/probe-docs-3/make.ts [FILTER]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Packer } from 'docx';
import { chromium } from 'playwright-core';
import { type Cv, fileName, isDocx, type SetName } from './src/cv';
import { CVS_EN } from './src/cvs-en';
import { CVS_FR } from './src/cvs-fr';
import { CVS_NL } from './src/cvs-nl';
import { DOCX_DESIGNS } from './src/docx-designs';
import { HTML_DESIGNS } from './src/html-designs';
import { missingStrings, printedText } from './src/printed-text';
import { truthEntry } from './src/truth-entry';

const here = dirname(fileURLToPath(import.meta.url));
const ALL: Cv[] = [...CVS_FR, ...CVS_EN, ...CVS_NL];
const SETS: SetName[] = ['tuning', 'held-out'];

async function main() {
  const filter = process.argv[2];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const pageTab = await browser.newPage();
  let problems = 0;
  for (const set of SETS) {
    const dir = join(here, set);
    mkdirSync(join(dir, 'offers'), { recursive: true });
    const cvs = ALL.filter((cv) => cv.set === set);
    for (const cv of cvs.filter((c) => !filter || c.id.includes(filter))) {
      const out = join(dir, fileName(cv));
      if (isDocx(cv)) writeFileSync(out, await Packer.toBuffer(DOCX_DESIGNS[cv.design]!(cv)));
      else {
        await pageTab.setContent(HTML_DESIGNS[cv.design]!(cv), { waitUntil: 'load' });
        await pageTab.pdf({ path: out, format: 'A4', printBackground: true, preferCSSPageSize: true });
      }
      writeFileSync(join(dir, 'offers', `${cv.id}.txt`), `${cv.offer.trim()}\n`);
      const t = truthEntry(cv);
      const strings = [
        t.name,
        ...t.sections,
        ...t.experiences.flatMap((j) => [j.company, j.position, j.period, j.context, ...j.bullets]),
        ...t.education.flatMap((d) => [d.degree, d.institution, d.period, d.context, ...d.details]),
        ...t.certifications,
      ];
      const missing = missingStrings(printedText(out), strings);
      problems += missing.length;
      console.log(
        `${set}/${t.id}: ${t.experiences.length} jobs${missing.length ? ` — NOT PRINTED WHOLE: ${missing.join(' / ')}` : ''}`,
      );
    }
    const truth = {
      _meta: {
        what: `bench/probe-docs-3/${set}: ${cvs.length} invented CVs written on 2026-11-27 (see ../README.md).`,
        conventions:
          'Those of ../shared/fixtures/fidelity-truth.json (_meta.conventions). Truth is the author’s data in src/cvs-*.ts, printed whole by each design: context = the place printed with the employer (null when none); headings as written in the source; a two-column page lists its side column first.',
      },
      files: cvs.map(truthEntry),
    };
    writeFileSync(join(dir, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  }
  await browser.close();
  if (problems) {
    console.log(`${problems} truth strings not printed whole`);
    process.exitCode = 1;
  }
}

await main();
