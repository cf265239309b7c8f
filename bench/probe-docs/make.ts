import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Packer } from 'docx';
import { chromium } from 'playwright-core';
import { CVS_EN } from './src/cvs-en';
import { CVS_FR } from './src/cvs-fr';
import { CVS_NL } from './src/cvs-nl';
import { renderDocx } from './src/docx-layouts';
import { renderHtml } from './src/html-layouts';
import { offerText } from './src/offer-text';
import { truthEntry, truthMeta } from './src/truth-entry';
import type { Cv, Printed } from './src/types';

/**
 * Writes every probe document (PDF through Chromium, DOCX through the docx package), its offer and each set's
 * truth.json from the hand-written CVs in src/cvs-*.ts: `npx tsx bench/probe-docs/make.ts [FILTER]`.
 */

const here = dirname(fileURLToPath(import.meta.url));
const ALL: Cv[] = [...CVS_FR, ...CVS_EN, ...CVS_NL];
const filter = process.argv[2] ?? '';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const truths: Record<Cv['set'], object[]> = { tuning: [], 'held-out': [] };
try {
  const page = await browser.newPage();
  for (const cv of ALL) {
    const folder = join(here, cv.set);
    mkdirSync(join(folder, 'offers'), { recursive: true });
    const offer = `offers/${cv.file.replace(/\.\w+$/, '')}.txt`;
    let printed: Printed;
    if (cv.file.endsWith('.docx')) {
      const out = renderDocx(cv);
      printed = out.printed;
      if (cv.file.includes(filter)) writeFileSync(join(folder, cv.file), await Packer.toBuffer(out.doc));
    } else {
      const out = renderHtml(cv);
      printed = out.printed;
      if (cv.file.includes(filter)) {
        await page.setContent(out.html, { waitUntil: 'load' });
        writeFileSync(
          join(folder, cv.file),
          await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }),
        );
      }
    }
    writeFileSync(join(folder, offer), offerText(cv));
    truths[cv.set].push(truthEntry(cv, printed, offer));
  }
} finally {
  await browser.close();
}
for (const set of ['tuning', 'held-out'] as const)
  writeFileSync(
    join(here, set, 'truth.json'),
    `${JSON.stringify({ _meta: truthMeta(set, truths[set]), files: truths[set] }, null, 2)}\n`,
  );
// the repository's formatter owns JSON layout (short arrays on one line): lint stays clean after a run
execFileSync(
  join(here, '../../node_modules/.bin/biome'),
  ['format', '--write', join(here, 'tuning/truth.json'), join(here, 'held-out/truth.json')],
  { stdio: 'ignore' },
);
console.log(`${ALL.length} CVs: ${truths.tuning.length} tuning, ${truths['held-out'].length} held-out`);
