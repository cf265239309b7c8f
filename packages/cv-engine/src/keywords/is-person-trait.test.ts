import { describe, expect, it } from 'vitest';
import { fold } from '../text/fold';
import { extractJobTerms } from './extract-job-terms';
import { isPersonTrait } from './is-person-trait';

const shown = (offer: string) => extractJobTerms(offer).map((t) => fold(t.word));

describe('isPersonTrait: the person wanted described, never a requirement (issue 24)', () => {
  it('French: the adjectives of temper, in any gender, with what they are towards', () => {
    for (const trait of ['rigoureux', 'Rigoureuse', 'ponctuelle', 'curieux', 'pédagogue'])
      expect(isPersonTrait(trait, 'french'), trait).toBe(true);
    expect(isPersonTrait('patient avec les enfants', 'french')).toBe(true);
    expect(isPersonTrait('résistant au stress', 'french')).toBe(true);
    expect(isPersonTrait('orienté client', 'french')).toBe(true);
    // competences named as nouns stay requirements
    for (const skill of ['rigueur', 'gestion de conflits', 'esprit d’équipe', 'sens du service', 'patients'])
      expect(isPersonTrait(skill, 'french'), skill).toBe(false);
  });

  it('English: the praise of the person, and "calm under pressure"', () => {
    for (const trait of ['reliable', 'Warm', 'calm under pressure', 'self-motivated', 'very friendly'])
      expect(isPersonTrait(trait, 'english'), trait).toBe(true);
    for (const skill of [
      'attention to detail',
      'communication skills',
      'independent prescriber',
      'patient care',
    ])
      expect(isPersonTrait(skill, 'english'), skill).toBe(false);
  });

  it('Dutch: the competences written as adjectives, their -e form, and borrowed English', () => {
    for (const trait of [
      'stressbestendig',
      'klantvriendelijke',
      'een echte teamspeler',
      'resultaatgericht',
      'hands-on',
    ])
      expect(isPersonTrait(trait, 'dutch'), trait).toBe(true);
    for (const skill of ['zelfstandig werken', 'geen hoogtevrees', 'klantcontact', 'VCA'])
      expect(isPersonTrait(skill, 'dutch'), skill).toBe(false);
  });

  it('leaves the traits out of an offer’s keywords and keeps its requirements, per language', () => {
    const fr = shown(
      'Conducteur de car\n\nProfil\n- Permis D et FIMO\n- Vous êtes ponctuel, patient avec les enfants et rigoureux\n',
    );
    expect(fr).toEqual(expect.arrayContaining(['fimo']));
    expect(fr.filter((t) => /ponctuel|patient|rigoureux/.test(t))).toEqual([]);
    const nl = shown(
      'Zaalverantwoordelijke\n\nJouw profiel\n- Kennis van HACCP\n- Je bent een echte teamspeler, klantvriendelijk en stressbestendig\n',
    );
    expect(nl).toContain('haccp');
    expect(nl.filter((t) => /teamspeler|klantvriendelijk|stressbestendig/.test(t))).toEqual([]);
    const en = shown(
      'Night Auditor\n\nAbout you\n- Working knowledge of Opera PMS\n- Warm, professional and calm under pressure\n',
    );
    expect(en.some((t) => t.includes('opera'))).toBe(true);
    expect(en.filter((t) => /warm|calm/.test(t))).toEqual([]);
  });
});
