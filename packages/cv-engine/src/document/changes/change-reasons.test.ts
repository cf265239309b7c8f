import { describe, expect, it } from 'vitest';
import { CHANGE_REASONS, reasonIn, reasonOf } from './change-reasons';

describe('a change’s reason in the reader’s language', () => {
  it('is read back from either language, with what it is about', () => {
    const detailed = reasonOf({ kind: 'skills_reordered', detail: ['Docker', 'CI/CD'] }, 'fr');
    expect(reasonIn({ kind: 'skills_reordered', reason: detailed }, 'en')).toBe(
      'What the offer asks for placed first in this list, nothing added or removed: Docker, CI/CD.',
    );
    const english = reasonOf({ kind: 'skills_reordered', detail: ['Docker', 'CI/CD'] }, 'en');
    expect(reasonIn({ kind: 'skills_reordered', reason: english }, 'fr')).toBe(detailed);
    expect(reasonIn({ kind: 'section_moved', reason: CHANGE_REASONS.fr.section_moved }, 'en')).toBe(
      CHANGE_REASONS.en.section_moved,
    );
    expect(reasonIn({ kind: 'skill_added', reason: CHANGE_REASONS.en.skill_added }, 'en')).toBe(
      CHANGE_REASONS.en.skill_added,
    );
  });

  it('stays as written when it is no reason of the tables', () => {
    expect(reasonIn({ kind: 'reworded', reason: 'Plus court.' }, 'en')).toBe('Plus court.');
  });
});
