import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { cvsEn } from './src/cvs-en';
import { cvsFr } from './src/cvs-fr';
import { cvsNl } from './src/cvs-nl';
import { renderDocx } from './src/docx-designs';
import { htmlDesigns } from './src/html-designs';
import { fileName, truthEntry } from './src/truth-entry';

/** tsx bench/probe-docs-2/make.ts [FILTER]: writes the documents, offers and both truth.json files (see README.md). */

const here = dirname(fileURLToPath(import.meta.url));
const all = [...cvsFr, ...cvsEn, ...cvsNl];
const filter = process.argv[2] ?? '';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const cv of all.filter((c) => c.id.includes(filter))) {
    const dir = join(here, cv.set);
    mkdirSync(join(dir, 'offers'), { recursive: true });
    writeFileSync(join(dir, 'offers', `${cv.id}.txt`), `${cv.offer}\n`);
    const out = join(dir, fileName(cv));
    const html = htmlDesigns[cv.design];
    if (html) {
      const page = await browser.newPage();
      await page.setContent(html(cv), { waitUntil: 'load' });
      await page.pdf({ path: out, format: 'A4', printBackground: true, preferCSSPageSize: true });
      await page.close();
    } else writeFileSync(out, await renderDocx(cv));
    console.log(out);
  }
} finally {
  await browser.close();
}

for (const set of ['tuning', 'held-out'] as const) {
  const files = all.filter((c) => c.set === set).map(truthEntry);
  const _meta = {
    what: `bench/probe-docs-2/${set}: ${files.length} invented CVs written on 2026-11-27 (see ../README.md).`,
    conventions:
      'Those of ../shared/fixtures/fidelity-truth.json (_meta.conventions). Truth is the author’s data in src/cvs-*.ts, printed whole by each design: context = the entry’s meta pieces (place, duration) joined by " · " in page order; headings as printed; the side band’s sections come first in a two-column page.',
  };
  writeFileSync(join(here, set, 'truth.json'), `${JSON.stringify({ _meta, files }, null, 2)}\n`);
}
// The repository's formatter lays JSON out its own way; format now so that regenerating leaves lint clean.
execFileSync(
  'npx',
  ['biome', 'format', '--write', join(here, 'tuning/truth.json'), join(here, 'held-out/truth.json')],
  {
    stdio: 'ignore',
  },
);
