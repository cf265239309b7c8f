import { describe, expect, it } from 'vitest';
import { readFixture, signInAsDemo, uploadCv } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

/**
 * Issue 13's browser journey: a two-column PDF (the accountant's: a sidebar of skills, then the profile and four
 * jobs, bullets wrapped on two or three printed lines) → the rewritten CV shows every job with its dates on the
 * next line, and every bullet whole on one line. Expected strings read from the PDF as printed.
 */
const t = useServerAndBrowser();

const JOBS: ReadonlyArray<readonly [string, string]> = [
  ['Comptable général — Ateliers Lebreton Métallerie', 'Depuis janvier 2017 · Carquefou'],
  ['Comptable fournisseurs, puis comptable général — Distrilouest', '2012 – 2016 · Saint-Herblain'],
  ['Collaborateur comptable — Cabinet Guérin & Associés', '2009 – 2012 · Nantes'],
  ['Assistant comptable (intérim, puis CDD) — Transports Le Floch', '2008 – 2009 · Rezé'],
];
const BULLETS = [
  'Comptabilité générale de 3 sociétés du groupe (environ 9 000 écritures par an).',
  'Portefeuille de 45 dossiers : TPE, artisans, professions libérales (BIC / BNC).',
  'Saisie des factures clients et fournisseurs, suivi des notes de frais de 60 chauffeurs.',
  'Déclarations de TVA (CA3, CA12), DEB / DES',
  'Tenue de la comptabilité générale jusqu’au bilan',
];

describe('generator: a two-column PDF CV', () => {
  it('gives back every job with its own dates and every bullet whole', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await uploadCv(page, 'cv-fr-comptable.pdf');
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toContain('Transports Le Floch');
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-chef-de-projet-marketing.txt'));
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    await expect
      .poll(() => page.getByText('CV généré avec succès !').isVisible(), { timeout: 30_000 })
      .toBe(true);

    const preview = page.getByRole('article', { name: 'Aperçu du CV' });
    await expect.poll(() => preview.isVisible()).toBe(true);
    const lines = ((await preview.innerText()) ?? '')
      .split('\n')
      .map((line) => line.replace(/^[•·]\s*/, '').trim())
      .filter(Boolean);
    for (const [header, dates] of JOBS) {
      const at = lines.indexOf(header);
      expect(at, header).toBeGreaterThan(-1);
      expect(lines[at + 1], `${header} → its dates`).toMatch(
        new RegExp(`^${dates.replace(/[()]/g, '\\$&')}`),
      );
    }
    for (const bullet of BULLETS) expect(lines, bullet).toContain(bullet);
    // the sections after the sidebar: the experience comes before the languages once moved, none is lost
    const experience = lines.indexOf('EXPÉRIENCE PROFESSIONNELLE');
    expect(experience).toBeGreaterThan(-1);
    for (const heading of ['FORMATION', 'LANGUES', 'LOGICIELS', 'CENTRES D’INTÉRÊT'])
      expect(lines).toContain(heading);
  });
});
