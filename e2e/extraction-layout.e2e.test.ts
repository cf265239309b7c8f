import { describe, expect, it } from 'vitest';
import { buildTestDocx } from '../packages/cv-engine/src/extraction/docx/build-test-docx';
import { readFixture, signInAsDemo, uploadCv } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

/**
 * Issue 22 in the browser: what extraction could not read is said before any credit is spent, the layout goes
 * with the text to the generation, and a Word file's text boxes reach the text.
 */
const t = useServerAndBrowser();

const DRAWING = [
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
].join(' ');
const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const textBox = (inside: string) =>
  `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:wsp><wps:txbx><w:txbxContent>${inside}</w:txbxContent></wps:txbx></wps:wsp></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>${inside}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;

describe('extraction with a layout', () => {
  it('warns of a scanned page before generating, and sends the layout with the text', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await uploadCv(page, 'cv-fr-half-scanned.pdf');
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toContain('Métallerie Rhodanienne');
    await expect
      .poll(() => page.getByText('Une partie de votre CV est une image (un document scanné ?)').isVisible())
      .toBe(true);

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/optimize-cv'));
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-chef-de-projet-marketing.txt'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    const body = (await sent).postDataJSON() as {
      cv_content: string;
      cv_layout?: { lines: { key: string }[] };
    };
    expect(body.cv_layout?.lines.length).toBe(body.cv_content.split('\n').filter((l) => l.trim()).length);
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);
  });

  it('reads the text boxes of a Word file, once each', async () => {
    const { page } = t.browser;
    // a fresh page: the Word file's text replaces whatever CV text the page had
    await page.goto(t.server.url);
    const docx = buildTestDocx({
      namespaces: DRAWING,
      body: [
        textBox(para('Sanne de Vries') + para('Data-analist bij Rabobank')),
        para('Werkervaring'),
        para('Data-analist — Rabobank, Utrecht (2021 – heden)'),
      ].join(''),
    });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choisir un fichier' }).click();
    await (await chooser).setFiles({
      name: 'cv-sanne.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(docx),
    });
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toContain('Sanne de Vries');
    const text = await cvText.inputValue();
    expect(text.split('Sanne de Vries')).toHaveLength(2);
    expect(text.indexOf('Sanne de Vries')).toBeLessThan(text.indexOf('Werkervaring'));
  });
});
