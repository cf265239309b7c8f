import type { OptimizeCvResponse } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { copyOf, HISTORY_LIMIT, type SavedCv } from './saved-cv';
import { type KeyValueStore, savedCvRepository } from './saved-cv-repository';

/** The browser's IndexedDB as a Map: one database shared by every account of the browser, as there. */
function memoryStore(): KeyValueStore & { keys: () => string[] } {
  const map = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    delMany: async (keys) => {
      for (const key of keys) map.delete(key);
    },
    keys: () => [...map.keys()],
  };
}

function saved(id: string, minute: number, text = `CV ${id}`): SavedCv {
  const at = new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  const result = {
    optimized_cv: text,
    ats_score: 81,
    original_ats_score: 60,
    breakdown: { jobTitle: 'Data Engineer' },
    original_breakdown: { jobTitle: 'Data Engineer' },
    improvements: [],
    changes: [],
    generation_id: id,
  } as unknown as OptimizeCvResponse;
  return {
    id,
    generationId: id,
    savedAt: at,
    updatedAt: at,
    fileName: `${id}.pdf`,
    cvText: 'Camille Moreau',
    jobDescription: 'Data Engineer',
    languageOverride: null,
    result,
    text,
    rejectedChanges: [],
    atsScore: 81,
  };
}

describe('the CVs kept in this browser (D16b)', () => {
  it('keeps each account apart: another account in the same browser sees none of them', async () => {
    const store = memoryStore();
    const alice = savedCvRepository(store, 'alice');
    const bob = savedCvRepository(store, 'bob');
    await alice.put(saved('g1', 1));
    await alice.setCurrent('g1');
    expect(await bob.list()).toEqual([]);
    expect(await bob.read('g1')).toBeNull();
    expect(await bob.current()).toBeNull();
    expect((await alice.read('g1'))?.text).toBe('CV g1');
  });

  it('lists the newest first and keeps the last 20, deleting the older ones', async () => {
    const store = memoryStore();
    const repository = savedCvRepository(store, 'alice');
    for (let minute = 0; minute < HISTORY_LIMIT + 2; minute++)
      await repository.put(saved(`g${minute}`, minute));
    const list = await repository.list();
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]).toMatchObject({
      id: 'g21',
      fileName: 'g21.pdf',
      atsScore: 81,
      jobTitle: 'Data Engineer',
    });
    expect(list.at(-1)?.id).toBe('g2');
    expect(await repository.read('g0')).toBeNull();
    expect(store.keys().filter((key) => key.includes('/cv/'))).toHaveLength(HISTORY_LIMIT);
  });

  it('saves an edit in place, and loses nothing when writes overlap', async () => {
    const repository = savedCvRepository(memoryStore(), 'alice');
    await repository.put(saved('g1', 1));
    await Promise.all([repository.put(saved('g1', 1, 'CV modifié')), repository.put(saved('g2', 2))]);
    expect((await repository.list()).map((entry) => entry.id)).toEqual(['g2', 'g1']);
    expect((await repository.read('g1'))?.text).toBe('CV modifié');
  });

  it('a copy is an entry of its own, with no generation behind it', async () => {
    const repository = savedCvRepository(memoryStore(), 'alice');
    const original = saved('g1', 1);
    await repository.put(copyOf(original, 'c1', new Date(Date.UTC(2026, 0, 1, 11))));
    await repository.put(original);
    expect(await repository.list()).toMatchObject([
      { id: 'c1', generationId: null, isCopy: true },
      { id: 'g1', generationId: 'g1', isCopy: false },
    ]);
  });

  it('deletes one CV (and forgets it as the current one), or everything of the account only', async () => {
    const store = memoryStore();
    const alice = savedCvRepository(store, 'alice');
    const bob = savedCvRepository(store, 'bob');
    await alice.put(saved('g1', 1));
    await alice.put(saved('g2', 2));
    await alice.setCurrent('g2');
    await bob.put(saved('b1', 3));
    expect((await alice.remove('g2')).map((entry) => entry.id)).toEqual(['g1']);
    expect(await alice.current()).toBeNull();
    await alice.clear();
    expect(await alice.list()).toEqual([]);
    expect(store.keys().filter((key) => key.startsWith('alice/'))).toEqual([]);
    expect((await bob.list()).map((entry) => entry.id)).toEqual(['b1']);
  });

  it('keeps the cover letter with its CV (issue 26), as edited, and says so in the list; a copy has it too', async () => {
    const repository = savedCvRepository(memoryStore(), 'alice');
    const written = { letter: 'Madame, Monsieur,', language: 'french', generation_id: 'l1' };
    const letter = { written, text: 'Madame, Monsieur,\n\nJe candidate.' } as unknown as SavedCv['letter'];
    await repository.put(saved('g0', 0));
    const list = await repository.put({ ...saved('g1', 1), letter });
    expect(list.map((entry) => [entry.id, entry.hasLetter])).toEqual([
      ['g1', true],
      ['g0', false],
    ]);
    const kept = await repository.read('g1');
    expect(kept?.letter?.text).toBe('Madame, Monsieur,\n\nJe candidate.');
    expect(copyOf(kept!, 'c1', new Date()).letter).toEqual(letter);
  });

  it('treats a record an older version wrote, without what the page reads, as absent', async () => {
    const store = memoryStore();
    const repository = savedCvRepository(store, 'alice');
    const old = saved('g1', 1) as unknown as { result: Record<string, unknown> };
    delete old.result.changes;
    await store.set('alice/cv/g1', old);
    expect(await repository.read('g1')).toBeNull();
  });
});
