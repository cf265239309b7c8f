import { describe, expect, it } from 'vitest';
import { colonHabit, labelAndValue, valueOfNameLabel } from './label-and-value';

describe('labelAndValue', () => {
  it('writes a label set on a tab stop with its own colon, not a column gap', () => {
    expect(labelAndValue('Période :\t2020 – aujourd’hui')).toBe('Période : 2020 – aujourd’hui');
    expect(labelAndValue('Duties:\t– Team of 9 cleaners')).toBe('Duties: – Team of 9 cleaners');
  });

  it('gives a personal-data label its colon, set as the CV sets its own, else as its language does', () => {
    expect(labelAndValue('Nom\tLucas Gérard')).toBe('Nom : Lucas Gérard');
    expect(labelAndValue('Geboortedatum\t14 mei 1994')).toBe('Geboortedatum: 14 mei 1994');
    expect(labelAndValue('E-mail\tlucas@example.fr', 'spaced')).toBe('E-mail : lucas@example.fr');
    expect(labelAndValue('Driving licence\tB', 'tight')).toBe('Driving licence: B');
  });

  it('leaves any other line with a column gap alone: a name or a title beside its dates', () => {
    expect(labelAndValue('Acme\t2019 – 2021')).toBeUndefined();
    expect(labelAndValue('Lucas Gérard\tPlombier')).toBeUndefined();
    expect(labelAndValue('Nom\t')).toBeUndefined();
  });
});

describe('colonHabit', () => {
  it('tells a French spaced colon from a tight one, and says nothing without either', () => {
    expect(colonHabit(['Anglais : notions', 'Permis : B'])).toBe('spaced');
    expect(colonHabit(['Languages: English', 'Période : 2020'])).toBeUndefined();
    expect(colonHabit(['Languages: English', 'Skills: SQL'])).toBe('tight');
    expect(colonHabit(['Plombier', 'https://example.fr'])).toBeUndefined();
  });
});

describe('valueOfNameLabel', () => {
  it('reads the name from its field, with or without a colon', () => {
    expect(valueOfNameLabel('Nom\tLucas Gérard')).toBe('Lucas Gérard');
    expect(valueOfNameLabel('Naam:\tSanne Jansen')).toBe('Sanne Jansen');
    expect(valueOfNameLabel('Adresse\t7 rue du Pressoir')).toBeUndefined();
  });
});
