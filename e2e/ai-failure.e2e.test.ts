import { afterAll, describe, expect, it } from 'vitest';
import {
  blocksFromPrompt,
  type RecordedRequest,
  startFakeOpenAiServer,
} from '../apps/server/test/fake-openai-server';
import { creditsShown, readFixture, signInAsDemo, uploadCv } from './generator-support';
import { useServerAndBrowser } from './support/server-and-browser';

/**
 * Issue 23, failures said plainly, as a user meets them: an AI provider (the local OpenAI stand-in) that stays
 * silent shows its wait on the progress bar, then the built-in result comes with a notice saying why and that
 * the credit came back; "Try the AI again" makes a new generation, which the model now answers: the label says
 * how many of its changes passed our checks.
 */
const fake = await startFakeOpenAiServer();
afterAll(() => fake.close());
const t = useServerAndBrowser({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fake.baseUrl,
  AI_MODEL: 'test-model',
  AI_TIMEOUT_MS: '8000',
  AI_FIRST_TOKEN_TIMEOUT_MS: '3000',
});

/** One change that passes (a bullet's full stop taken off), one the gates drop (the name line). */
function oneGoodOneBad(request: RecordedRequest) {
  const blocks = blocksFromPrompt(request);
  const bullet = blocks.find((b) => b.section === 'experience' && b.text.endsWith('.'))!;
  const name = blocks[0]!;
  return {
    changes: [
      { block: bullet.id, kind: 'reworded', before: bullet.text, after: bullet.text.slice(0, -1) },
      { block: name.id, kind: 'reworded', before: name.text, after: `${name.text}, PhD` },
    ],
  };
}

describe('generator: an AI provider that fails', () => {
  it('shows the wait, says why, gives the built-in result for free, and retries with the AI', async () => {
    const { page } = t.browser;
    await signInAsDemo(page, t.server.url);
    await uploadCv(page, 'cv-fr-developpeuse-fullstack.pdf');
    const cvText = page.getByLabel('Texte du CV', { exact: true });
    await expect.poll(() => cvText.inputValue(), { timeout: 15_000 }).toContain('Maëlle Duchâteau');
    await page.getByLabel('Description du poste').fill(readFixture('offre-fr-developpeur-fullstack.txt'));
    const credits = await creditsShown(page);

    fake.setBehaviour({ slow: 60_000 });
    await page.getByRole('button', { name: /Générer mon CV optimisé/ }).click();
    const waiting = page.getByText(
      /L'IA n'a pas encore commencé à écrire : \d+ s \(nous attendons au plus 3 s\)/,
    );
    await expect.poll(() => waiting.isVisible(), { timeout: 15_000 }).toBe(true);

    const notice = page.getByRole('status').filter({ hasText: "L'IA n'a pas pu réécrire votre CV" });
    await expect.poll(() => notice.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await notice.innerText()).toContain("Le modèle d'IA n'a pas répondu à temps.");
    expect(await notice.innerText()).toContain('offert : votre crédit vous a été rendu');
    await expect.poll(() => creditsShown(page)).toBe(credits);

    fake.setBehaviour('echo');
    fake.setRespond(oneGoodOneBad);
    await notice.getByRole('button', { name: "Réessayer avec l'IA (1 crédit)" }).click();
    const label = page.getByText(
      /^Réécrit par l'IA, vérifié par notre moteur : 1 de ses 2 modifications gardées/,
    );
    await expect.poll(() => label.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await label.innerText()).toContain('1 écartées par nos vérifications (ligne du nom 1)');
    await expect.poll(() => creditsShown(page)).toBe(credits - 1);
  });
});
