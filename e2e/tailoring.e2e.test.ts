import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import mammoth from 'mammoth';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFixture, readPdfText, signInAsDemo, uploadCv } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

/**
 * Issue 23, part 1: a paid built-in rewrite tailors the CV, and shows why. The summary lead and a job's bullets
 * in a new order are listed as changes, each with the CV's own lines that bear it out; rejecting the bullets'
 * order puts them back as the CV had them, in the preview and in both exports.
 */
const artefacts = join(import.meta.dirname, '../test-results/e2e-tailoring');
mkdirSync(artefacts, { recursive: true });

const t = useServerAndBrowser();

/** What this journey reads of a change in optimize-cv's answer (packages/contracts: CvChange). */
type CvChange = { kind: string; before: string; after: string };

/** The changes of optimize-cv's answer: a JSON body, or Server-Sent Events whose last data is the result. */
function changesOf(body: string): CvChange[] {
  const payloads = body.trim().startsWith('{')
    ? [body]
    : body.split('\n').flatMap((line) => (line.startsWith('data:') ? [line.slice(5)] : []));
  for (const payload of payloads.reverse()) {
    const parsed = JSON.parse(payload) as { changes?: CvChange[] };
    if (parsed.changes) return parsed.changes;
  }
  throw new Error('optimize-cv answered no changes');
}

/** Text as a reader compares it: no bullet sign nor '**', single spaces. */
const flat = (text: string) =>
  text
    .replace(/\*\*/g, '')
    .replace(/(^|\n)\s*[•\-–*]\s+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether `first` stands before `second` in the text. */
function before(text: string, first: string, second: string): boolean {
  const haystack = flat(text);
  const a = haystack.indexOf(flat(first));
  const b = haystack.indexOf(flat(second));
  expect(a, first).toBeGreaterThanOrEqual(0);
  expect(b, second).toBeGreaterThanOrEqual(0);
  return a < b;
}

async function download(page: Page, button: string): Promise<string> {
  const event = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: button }).click();
  const file = await event;
  const path = join(artefacts, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

/** The CV's own lines each evidence quote of an item cites. */
async function quotedLines(item: Locator): Promise<string[]> {
  const quotes = await item
    .getByRole('list', { name: 'Ce que dit votre CV :' })
    .getByRole('listitem')
    .allTextContents();
  return quotes.map((quote) => quote.replace(/^«\s*|\s*»$/g, '').trim());
}

describe('tailoring: what the built-in engine changed for the offer, and why', () => {
  it('shows the summary lead and a job’s bullets reordered with their evidence; a rejection follows into the exports', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await uploadCv(page, 'cv-fr-developpeuse-fullstack.pdf');
    const cvBox = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvBox.inputValue(), { timeout: 15_000 }).toContain('Maëlle Duchâteau');
    const cvText = await cvBox.inputValue();
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/optimize-cv'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    const changes = changesOf(await (await answer).text());
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);

    const lead = changes.find((c) => c.kind === 'summary_lead')!;
    const order = changes.find((c) => c.kind === 'bullets_reordered')!;
    expect(lead.after).toMatch(/développeuse/i);
    expect(order.after.split('\n').sort()).toEqual(order.before.split('\n').sort());

    const panel = page.getByRole('tabpanel', { name: /^Modifications proposées/ });
    // a quoted block may span several lines of the text, its columns (tabs) shown as ' · '
    const said = (quote: string) =>
      flat(cvText.replace(/\t/g, ' ')).includes(flat(quote.replace(/ · /g, ' ')));
    // the lead, with the CV's lines that bear it out, each a line of the CV as sent
    const leadItem = panel.getByRole('listitem').filter({ hasText: "Ligne d'accroche" });
    await expect.poll(() => leadItem.first().isVisible(), { timeout: 15_000 }).toBe(true);
    const leadQuotes = await quotedLines(leadItem.first());
    expect(leadQuotes.length).toBeGreaterThan(0);
    for (const quote of leadQuotes) expect(said(quote), quote).toBe(true);

    // a job's bullets in their new order, those moved up quoted as its evidence
    const orderItem = panel.getByRole('listitem').filter({ hasText: 'Nouvel ordre des puces de ce poste' });
    const first = orderItem.first();
    for (const quote of await quotedLines(first)) expect(said(quote), quote).toBe(true);
    const shown = await first.getByRole('list').first().getByRole('listitem').allTextContents();
    // those moved up are marked for a screen reader ('remontée :')
    expect(shown.map((line) => flat(line.replace(/^remontée : /, '')))).toEqual(
      order.after.split('\n').map(flat),
    );
    // a bullet moved up, and one it now stands before though it stood after it
    const [was, now] = [order.before.split('\n'), order.after.split('\n')];
    const raised = now.find((line, i) => was.indexOf(line) > i)!;
    const wasFirst = was.find(
      (line) => was.indexOf(line) < was.indexOf(raised) && now.indexOf(line) > now.indexOf(raised),
    )!;
    const preview = page.getByRole('article', { name: 'Aperçu du CV' });
    expect(flat(await preview.innerText())).toContain(flat(lead.after));
    expect(before(await preview.innerText(), raised, wasFirst)).toBe(true);
    await page.screenshot({ path: join(artefacts, 'changes-1280.png'), fullPage: true });
    await leadItem.first().screenshot({ path: join(artefacts, 'lead-change.png') });
    await first.screenshot({ path: join(artefacts, 'bullets-change.png') });

    // rejected, the bullets stand as the CV had them, in the preview and both exports; the lead stays
    const status = panel.getByRole('status');
    const counted = () => status.textContent().then((text) => Number(/^(\d+)/.exec(text ?? '')?.[1]));
    const accepted = await counted();
    await first.getByRole('button', { name: 'Refuser' }).click();
    await expect.poll(counted).toBe(accepted - 1);
    await expect.poll(async () => before(await preview.innerText(), wasFirst, raised)).toBe(true);
    expect(flat(await preview.innerText())).toContain(flat(lead.after));

    const pdf = await readPdfText(await download(page, 'Télécharger le PDF'));
    expect(before(pdf.text.replace(/-\n/g, '-'), wasFirst.slice(0, 60), raised.slice(0, 60))).toBe(true);
    expect(flat(pdf.text)).toContain(flat(lead.after).slice(0, 40));
    const word = await download(page, 'Télécharger en Word (DOCX)');
    const { value: wordText } = await mammoth.extractRawText({ buffer: readFileSync(word) });
    expect(before(wordText, wasFirst, raised)).toBe(true);
    expect(flat(wordText)).toContain(flat(lead.after));
  });
});
