import type { CvLayout, OptimizeCvRequest } from '@cv/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useGeneratorStore } from './generator-store';

initI18n('fr');

const store = () => useGeneratorStore.getState();

describe('generator store', () => {
  beforeEach(() => store().reset());

  it('refuses a file over the maximum size before sending anything, and keeps no text', async () => {
    store().setCvText('ancien texte');
    const file = new File([new Uint8Array(2048)], 'cv.pdf', { type: 'application/pdf' });
    await store().selectFile(file, { token: 't', maxBytes: 1024 });
    expect(store().error).toBe(
      "Le fichier dépasse la taille maximale autorisée (0 Mo) : il n'a pas été envoyé.",
    );
    expect(store().cvText).toBe('');
    expect(store().isExtracting).toBe(false);
  });

  it('clears the result when the CV text, the offer or the language changes', () => {
    useGeneratorStore.setState({ result: {} as never, generatedCV: 'CV généré' });
    store().setJobDescription('Développeur');
    expect(store().result).toBeNull();
    expect(store().generatedCV).toBe('');
  });

  it("checks the spec's rules before any request: CV text, offer, then credits", async () => {
    const options = { token: 't', credits: 0, interfaceLanguage: 'fr' as const };
    expect(await store().generate(options)).toBeNull();
    expect(store().error).toBe("Aucun texte de CV disponible. Veuillez d'abord uploader un CV.");
    store().setCvText('Camille Moreau');
    await store().generate(options);
    expect(store().error).toBe('Veuillez saisir une description de poste.');
    store().setJobDescription('Développeuse full stack');
    await store().generate(options);
    expect(store().error).toBe("Vous n'avez plus de crédits. Veuillez en acheter pour continuer.");
    expect(store().noCredits).toBe(true);
  });

  it('keeps the layout with the text through edits, drops it with an emptied text, and puts a kept one back', () => {
    const layout: CvLayout = { version: 1, source: 'pdf', pageWidth: 595, bodySize: 10, lines: [] };
    useGeneratorStore.setState({ cvText: 'Camille Moreau\nDéveloppeuse', cvLayout: layout });
    store().setCvText('Camille Moreau\nDéveloppeuse full stack');
    expect(store().cvLayout).toBe(layout);
    store().setCvText('  ');
    expect(store().cvLayout).toBeNull();
    const saved = {
      id: 'g1',
      fileName: 'cv.pdf',
      cvText: 'Camille Moreau',
      cvLayout: layout,
      jobDescription: 'Développeuse',
      languageOverride: null,
      result: { optimized_cv: 'CV généré', generation_id: 'g1' } as never,
      text: 'CV généré',
      rejectedChanges: [],
    };
    store().restore(saved);
    expect(store().cvLayout).toBe(layout);
    store().restore({ ...saved, cvLayout: undefined });
    expect(store().cvLayout).toBeNull();
  });

  it('puts a kept result back with its inputs, and moves focus to it only when the user asked', () => {
    const result = { optimized_cv: 'CV généré', generation_id: 'g1' } as never;
    const saved = {
      id: 'g1',
      fileName: 'cv.pdf',
      cvText: 'Camille Moreau',
      jobDescription: 'Développeuse',
      languageOverride: null,
      result,
      text: 'CV généré, modifié',
      rejectedChanges: ['c2'],
    };
    const focus = store().resultFocus;
    store().restore(saved);
    expect(store()).toMatchObject({ cvText: 'Camille Moreau', jobDescription: 'Développeuse', result });
    expect(store()).toMatchObject({
      generatedCV: 'CV généré, modifié',
      rejectedChanges: ['c2'],
      savedId: 'g1',
    });
    expect(store().resultFocus).toBe(focus);
    store().restore(saved, { focus: true });
    expect(store().resultFocus).toBe(focus + 1);
    // Clearing the page does not rewind the counter: the next result shown by hand still reads as new.
    store().reset();
    expect(store().result).toBeNull();
    expect(store().resultFocus).toBe(focus + 1);
  });

  it('loads the demo CV only when asked', async () => {
    await store().loadDemoCv();
    expect(store().cvText).toContain('Camille Moreau');
    expect(store().fileName).toBe('CV_demonstration.txt');
  });

  describe('the corrections of what was read (« Ce que nous avons lu », D24)', () => {
    const company = { entry: 'e5', field: 'company', from: 'Lyon', to: 'Routalis' } as const;
    afterEach(() => vi.unstubAllGlobals());

    it('keeps them through an edit of the text, clears them with a new CV', async () => {
      store().setCvText('Camille Moreau');
      store().setCvCorrections([company]);
      store().setCvText('Camille Moreau\nDéveloppeuse');
      expect(store().cvCorrections).toEqual([company]);
      await store().loadDemoCv();
      expect(store().cvCorrections).toEqual([]);

      store().setCvCorrections([company]);
      store().setCvText('');
      expect(store().cvCorrections).toEqual([]);

      store().setCvText('Camille Moreau');
      store().setCvCorrections([company]);
      const file = new File(['Sam Taylor'], 'cv.txt', { type: 'text/plain' });
      await store().selectFile(file, { token: 't', maxBytes: 1024 });
      expect(store().cvText).toBe('Sam Taylor');
      expect(store().cvCorrections).toEqual([]);
    });

    it('clears the result they change, like any other input', () => {
      useGeneratorStore.setState({ cvText: 'Camille Moreau', result: {} as never, generatedCV: 'CV généré' });
      store().setCvCorrections([company]);
      expect(store().result).toBeNull();
    });

    it('sends them with the generation, and puts a kept result back with its own', async () => {
      const sent: OptimizeCvRequest[] = [];
      const result = { optimized_cv: 'CV généré', generation_id: 'g1', credits: 9 };
      vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return Response.json(result);
      });
      store().setCvText('Camille Moreau');
      store().setJobDescription('Développeuse');
      await store().generate({ token: 't', credits: 10, interfaceLanguage: 'fr' });
      expect(sent[0]).not.toHaveProperty('cv_corrections');
      store().setCvCorrections([company]);
      await store().generate({ token: 't', credits: 10, interfaceLanguage: 'fr' });
      expect(sent[1]?.cv_corrections).toEqual([company]);
      expect(store().cvCorrections).toEqual([company]);

      const kept = { id: 'g1', fileName: null, jobDescription: 'Développeuse', languageOverride: null };
      const shown = { ...kept, result: result as never, text: 'CV généré', rejectedChanges: [] };
      store().restore({ ...shown, cvText: 'Sam Taylor', cvCorrections: [] });
      expect(store().cvCorrections).toEqual([]);
      store().restore({ ...shown, cvText: 'Camille Moreau', cvCorrections: [company] });
      expect(store().cvCorrections).toEqual([company]);
      // kept by an earlier version of the app, without corrections
      store().restore({ ...shown, cvText: 'Camille Moreau' });
      expect(store().cvCorrections).toEqual([]);
    });
  });
});
