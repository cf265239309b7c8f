import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accentedLetters,
  clearGeneratedCv,
  creditsShown,
  downloadPdf,
  readFixture,
  readPdfText,
  registerAccount,
  signInAsDemo,
  uploadCv,
} from './generator-support';
import { openBrowser } from './support/browser';
import { useServerAndBrowser } from './support/server-and-browser';

// Downloaded PDFs and screenshots stay as test artefacts (test-results/ is git-ignored).
const artefacts = join(import.meta.dirname, '../test-results/e2e-generator');
const downloads = artefacts;
mkdirSync(artefacts, { recursive: true });

const t = useServerAndBrowser();

describe('generator: a French PDF CV for a French offer', () => {
  it('uploads, extracts, generates with progress, and charges one credit', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    const creditsBefore = await creditsShown(page);
    const serverExtractions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/extract-pdf')) serverExtractions.push(request.url());
    });

    await uploadCv(page, 'cv-fr-developpeuse-fullstack.pdf');
    await expect
      .poll(() => page.getByText('Fichier : cv-fr-developpeuse-fullstack.pdf').isVisible())
      .toBe(true);
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toContain('Maëlle Duchâteau');
    // Both pages were read, in the browser: the server's fallback was not needed.
    expect(await cvText.inputValue()).toMatch(/Centres d.intérêt/i);
    expect(serverExtractions).toEqual([]);

    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    await expect.poll(() => page.getByText('Langue détectée : Français').isVisible()).toBe(true);

    const generate = page.getByRole('button', { name: /Générer mon CV optimisé/ });
    await generate.click();
    const progress = page.getByRole('progressbar', { name: 'Progression' });
    await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    await expect.poll(() => page.getByText('CV généré avec succès !').isVisible()).toBe(true);
    expect(await creditsShown(page)).toBe(creditsBefore - 1);

    // Score before → after (D11), with its breakdown one click away.
    const score = page.getByText(/^Score ATS : \d+ → \d+$/);
    await expect.poll(() => score.isVisible(), { timeout: 15_000 }).toBe(true);
    const [before, after] = ((await score.textContent()) ?? '').match(/\d+/g)!.map(Number);
    expect(after).toBeGreaterThanOrEqual(before!);
    await page.getByRole('button', { name: 'Voir le détail du score' }).click();
    const breakdown = page.getByRole('dialog', { name: 'Détail du score ATS' });
    expect(await breakdown.getByText("Mots-clés de l'offre présents").isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await breakdown.count()).toBe(0);

    // The preview, the improvements and their explanation.
    const preview = page.getByRole('article', { name: 'Aperçu du CV' });
    expect(await preview.getByRole('heading', { name: 'Maëlle Duchâteau' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Améliorations apportées' }).isVisible()).toBe(true);
    expect(await page.getByText(/rien n'a été inventé/).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Conseil ATS' }).isVisible()).toBe(true);

    // Editing the text changes the preview at once.
    // The editor shows the words without markup; typing at the end of the name line renames her.
    const editTab = page.getByRole('tab', { name: 'Modifier le texte' });
    if (await editTab.count()) await editTab.click();
    const edit = page.getByRole('textbox', { name: 'Texte du CV optimisé (modifiable)' });
    await edit.getByText('Maëlle Duchâteau', { exact: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('-Ébrard');
    const edited = (await edit.textContent()) ?? '';
    await expect
      .poll(() => preview.getByRole('heading', { name: 'Maëlle Duchâteau-Ébrard' }).isVisible())
      .toBe(true);

    // The PDF: named after the person and the job, with its counter, and its text layer intact.
    const headings = await preview.getByRole('heading', { level: 4 }).allTextContents();
    expect(headings).toEqual(expect.arrayContaining(['FORMATION']));
    expect(headings.some((heading) => /^EXPÉRIENCE/.test(heading))).toBe(true);
    const pdf = await downloadPdf(page, downloads);
    expect(pdf.name).toMatch(/^CV_Maelle-Duchateau-Ebrard_[\w-]+_1\.pdf$/);
    const { text } = await readPdfText(pdf.path);
    expect(text).toContain('Maëlle Duchâteau-Ébrard');
    for (const heading of headings) expect(text).toContain(heading);
    const letters = accentedLetters(edited.replace(/[•–—’«»]/g, ''));
    expect(letters.length).toBeGreaterThan(3);
    for (const letter of letters) expect(text, letter).toContain(letter);
    // The number counts the CV's versions (issue 25): the same CV again keeps it, an edited one takes the next.
    expect((await downloadPdf(page, downloads)).name).toBe(pdf.name);
    await edit.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' (à jour)');
    await expect.poll(() => preview.getByText(/\(à jour\)/).isVisible()).toBe(true);
    expect((await downloadPdf(page, downloads)).name).toBe(pdf.name.replace('_1.pdf', '_2.pdf'));
  });
});

describe('generator: a Dutch DOCX CV for a Dutch offer', () => {
  it('reads the DOCX, writes the CV in Dutch, and the PDF keeps the Dutch headings', async () => {
    const { page } = t.browser;
    await page.goto(t.server.url);
    // The French CV came back with the page (D16b): clearing a generated CV is confirmed first.
    await clearGeneratedCv(page);

    await uploadCv(page, 'cv-nl-data-analist.docx');
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toContain('Sanne Verhoeven');

    await page.getByLabel('Description du poste').fill(readFixture('vacature-nl-data-analist.txt'));
    await expect.poll(() => page.getByText('Langue détectée : Néerlandais').isVisible()).toBe(true);
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Progression' }).getAttribute('aria-valuenow'), {
        timeout: 30_000,
      })
      .toBe('100');

    const preview = page.getByRole('article', { name: 'Aperçu du CV' });
    await expect.poll(() => preview.getByRole('heading', { name: 'Sanne Verhoeven' }).isVisible()).toBe(true);
    const headings = await preview.getByRole('heading', { level: 4 }).allTextContents();
    expect(headings).toEqual(expect.arrayContaining(['WERKERVARING', 'OPLEIDING']));

    const pdf = await downloadPdf(page, downloads);
    expect(pdf.name).toMatch(/^CV_Sanne-Verhoeven_[\w-]+_1\.pdf$/);
    const { text } = await readPdfText(pdf.path);
    expect(text).toContain('Sanne Verhoeven');
    for (const heading of headings) expect(text).toContain(heading);
    const editTab = page.getByRole('tab', { name: 'Modifier le texte' });
    if (await editTab.count()) await editTab.click();
    const generated =
      (await page.getByRole('textbox', { name: 'Texte du CV optimisé (modifiable)' }).textContent()) ?? '';
    for (const letter of accentedLetters(generated.replace(/[•–—’«»]/g, '')))
      expect(text, letter).toContain(letter);
    await page.screenshot({ path: join(artefacts, 'generator-result-1280.png'), fullPage: true });
  });

  it('clears the result when the offer changes, and everything with the reset button', async () => {
    const { page } = t.browser;
    const offer = page.getByLabel('Description du poste');
    await offer.fill(`${await offer.inputValue()}\nExtra regel.`);
    expect(await page.getByRole('article', { name: 'Aperçu du CV' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    expect(await offer.inputValue()).toBe('');
    expect(await page.getByLabel('Texte du CV', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: /Générer mon CV optimisé/ }).isDisabled()).toBe(true);
  });
});

describe('generator: an unreadable file', () => {
  it("shows the spec's error, keeps no text and offers to extract again (D13)", async () => {
    const { page } = t.browser;
    await page.goto(t.server.url);
    const broken = join(artefacts, 'cv-casse.pdf');
    writeFileSync(broken, '%PDF-1.7\nce fichier est tronqué');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choisir un fichier' }).click();
    await (await chooser).setFiles(broken);
    const alert = page.getByRole('alert').filter({ hasText: 'Impossible de lire le fichier PDF' });
    await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByLabel('Texte du CV', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Extraire le texte' }).isVisible()).toBe(true);
    expect(await page.getByText('Camille Moreau').count()).toBe(0);
  });
});

describe('generator: visitors and users without credits', () => {
  it('lets a visitor upload, drop, type and choose the language, and asks for an account only to generate', async () => {
    const visitor = await openBrowser();
    try {
      const { page } = visitor;
      await page.goto(t.server.url);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api')) apiCalls.push(request.url());
      });

      // Issue 25: the file is read in the browser, without an account and without any request.
      await uploadCv(page, 'cv-fr-developpeuse-fullstack.pdf');
      const cvText = page.getByLabel('Texte du CV', { exact: true });
      await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toContain('Maëlle Duchâteau');

      const zone = page.getByRole('group', { name: /Importer votre CV/ });
      const dataTransfer = await page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['Camille Moreau\nDéveloppeuse'], 'cv.txt', { type: 'text/plain' }));
        return transfer;
      });
      await zone.dispatchEvent('dragover', { dataTransfer });
      await zone.dispatchEvent('drop', { dataTransfer });
      await expect.poll(() => cvText.inputValue()).toContain('Camille Moreau');

      await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
      await page.getByLabel('Langue du CV').selectOption('english');
      expect(await page.getByLabel('Langue du CV').inputValue()).toBe('english');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(apiCalls).toEqual([]);

      // Generating needs an account: the visitor, most likely new, is offered the registration form.
      await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Créer un compte' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      // nothing the visitor entered is lost by declining
      expect(await cvText.inputValue()).toContain('Camille Moreau');
    } finally {
      await visitor.close();
    }
  });

  it('shows a new account the price, then the packs when it generates with no credit', async () => {
    const fresh = await openBrowser();
    try {
      const { page } = fresh;
      await page.goto(t.server.url);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Connexion' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Créer un compte' }).click();
      await registerAccount(page, 'Sans Crédit', `sans.credit.${Date.now()}@camille-dupont.fr`);
      expect(await creditsShown(page)).toBe(0); // a new account starts with no credit

      await page.getByRole('button', { name: 'Charger le CV de démonstration' }).click();
      await expect
        .poll(() => page.getByLabel('Texte du CV', { exact: true }).inputValue())
        .toContain('Camille');
      await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
      // The price is on the button before the first click (issue 25, D27)…
      const generate = page.getByRole('button', { name: /Générer mon CV optimisé/ });
      expect(await generate.textContent()).toMatch(/1 crédit · il vous en reste 0 — packs dès 1\s€/);
      await generate.click();
      // …and the click offers the packs, worded for someone who never bought any.
      const packs = page.getByRole('dialog', { name: 'Pour générer votre CV, choisissez un pack' });
      await expect.poll(() => packs.isVisible()).toBe(true);
      expect(
        await packs
          .getByText("Votre CV et l'offre vous attendront sur cette page après le paiement.")
          .isVisible(),
      ).toBe(true);
      expect(await packs.getByRole('button', { name: /10 crédits/ }).isVisible()).toBe(true);
      expect(await page.getByText("Vous n'avez plus de crédits").count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('generator: layout', () => {
  it('has no horizontal scroll at 375×812 and 1280×800, and recommends a computer once on mobile', async () => {
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      const session = await openBrowser({ viewport });
      try {
        const { page } = session;
        await page.goto(t.server.url);
        await page.getByRole('button', { name: 'Choisir un fichier' }).waitFor();
        const notice = page.getByRole('dialog', { name: 'Conseil' });
        if (viewport.width <= 768) {
          await expect.poll(() => notice.isVisible(), { timeout: 5_000 }).toBe(true);
          await page.screenshot({ path: join(artefacts, `generator-${viewport.width}-notice.png`) });
          await notice.getByRole('button', { name: "J'ai compris" }).press('Enter');
          await expect.poll(() => notice.count()).toBe(0);
          await page.reload();
          await page.getByRole('button', { name: 'Choisir un fichier' }).waitFor();
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          expect(await notice.count()).toBe(0);
        } else {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          expect(await notice.count()).toBe(0);
        }
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: join(artefacts, `generator-${viewport.width}.png`), fullPage: true });
      } finally {
        await session.close();
      }
    }
  });
});
