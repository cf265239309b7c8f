import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../../e2e/support/browser';

/**
 * HTML → PDF through the test Chromium (Debian's, driven by playwright-core with the e2e flags), one browser
 * and one page reused for every file of a run: printing then costs a few hundred milliseconds a CV.
 */

export interface PdfPrinter {
  print(html: string, footer?: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

export async function openPdfPrinter(): Promise<PdfPrinter> {
  const profile = mkdtempSync(join(tmpdir(), 'cv-layouts-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const page: Page = context.pages()[0] ?? (await context.newPage());
  return {
    async print(html, footer) {
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        displayHeaderFooter: !!footer,
        headerTemplate: '<span></span>',
        footerTemplate: footer ?? '<span></span>',
      });
      return new Uint8Array(pdf);
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
