import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Prints each HTML file of this folder into the PDF beside it with Debian's Chromium (as `npm test` installs
 * it): the layouts the extraction tests read (extract-pdf-layout.test.ts). Run again after changing one:
 *   npx tsx apps/server/src/modules/cv/extraction/__fixtures__/layouts/print-layout-pdfs.ts
 */
const here = import.meta.dirname;
for (const name of readdirSync(here).filter((file) => file.endsWith('.html'))) {
  execFileSync('/usr/bin/chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-pdf-header-footer',
    `--print-to-pdf=${join(here, name.replace(/\.html$/, '.pdf'))}`,
    join(here, name),
  ]);
}
