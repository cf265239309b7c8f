import { describe, expect, it } from 'vitest';
import { suggestEmail } from './suggest-email';

describe('suggestEmail', () => {
  it.each([
    ['camille@gmial.com', 'camille@gmail.com'],
    ['camille@gmail.con', 'camille@gmail.com'],
    ['camille@hotmial.fr', 'camille@hotmail.fr'],
    ['camille@outlok.fr', 'camille@outlook.fr'],
    ['camille@orang.fr', 'camille@orange.fr'],
    ['camille@lapost.net', 'camille@laposte.net'],
    ['camille@gmail.fr', 'camille@gmail.com'],
    ['  Jean.Dupont@Gmial.com ', 'Jean.Dupont@gmail.com'],
  ])('suggests %s → %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'camille@gmail.com',
    'camille@orange.fr',
    'camille@free.fr',
    'camille@laposte.net',
    'camille@camille-dupont.fr',
    'camille@univ-lyon1.fr',
    'camille@mail.com',
    'camille@yopmail.com',
    'camille@',
    'pas une adresse',
    '',
  ])('leaves %j alone', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });
});
