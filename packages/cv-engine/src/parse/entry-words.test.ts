import { describe, expect, it } from 'vitest';
import { fold } from '../text/fold';
import { hasJobTitleWord } from './entry-words';

describe('job-title words', () => {
  it('knows the titles of bars, tills, schools and a unit’s head, in French, Dutch and English', () => {
    const titles = [
      'Barmaid',
      'Hôte de caisse',
      'AESH',
      'Leerkracht lager onderwijs',
      'Zorgleerkracht',
      'Afdelingshoofd',
      'Deputy Headteacher',
    ];
    expect(titles.filter((title) => !hasJobTitleWord(fold(title)))).toEqual([]);
  });

  it('does not take an employer’s name or a unit’s headquarters for a title', () => {
    const names = ['Hoofdkantoor Gent', 'Traiteur Brunet', 'Hôtel Les Glycines', 'Waterschap De Linde'];
    expect(names.filter((name) => hasJobTitleWord(fold(name)))).toEqual([]);
  });
});
