import { describe, expect, it } from 'vitest';
import { companiesFound } from './expected-cvs';

describe('companiesFound', () => {
  it('counts an employer named inside a company field, typography and case aside', () => {
    expect(
      companiesFound(
        ['Cabinet Guérin & Associés', 'Transports Le Floch', 'Distrilouest'],
        ['CABINET GUÉRIN & ASSOCIÉS', 'Distrilouest · Saint-Herblain'],
      ),
    ).toEqual(['Cabinet Guérin & Associés', 'Distrilouest']);
  });

  it('does not count an employer the parser left in the position field', () => {
    expect(companiesFound(['Google'], [''])).toEqual([]);
  });
});
