import { describe, expect, it } from 'vitest';
import { extractJobTitle } from './extract-job-title';

describe('the job title of an offer', () => {
  it('is never a sentence speaking to the reader, with or without its full stop', () => {
    expect(
      extractJobTitle(
        'About the job\nYou will be expected to make sound architectural decisions\nSenior Backend Engineer\nAcme Cloud · Amsterdam',
      ),
    ).toBe('Senior Backend Engineer');
    expect(
      extractJobTitle(
        'Join our team\nAs a Senior Backend Engineer, you will be expected to make sound architectural decisions\nRequirements',
      ),
    ).toBe('');
    expect(
      extractJobTitle('Vacature\nWij zoeken een data-analist die ons team komt versterken\nOver de functie'),
    ).toBe('');
  });

  it('still finds a title set on its own line, labelled or marked', () => {
    expect(extractJobTitle('Vacature\nData-analist\nGemeente Utrecht')).toBe('Data-analist');
    expect(extractJobTitle('Poste : Chef de projet digital\nNous recherchons…')).toBe(
      'Chef de projet digital',
    );
    expect(
      extractJobTitle('Développeur·se full stack JavaScript (H/F)\nExemple Mobilités — Lyon — CDI'),
    ).toBe('Développeur full stack JavaScript');
  });

  it('keeps the role of a hiring line, without the marks, the call and the article around it', () => {
    const title = (line: string) => extractJobTitle(`${line}\nLyon — CDI`);
    expect(title("L'académie de Créteil recrute des professeurs contractuels de mathématiques")).toBe(
      'professeurs contractuels de mathématiques',
    );
    expect(title('Vrije Basisschool De Regenboog zoekt een leerkracht lager onderwijs')).toBe(
      'leerkracht lager onderwijs',
    );
    expect(title('Juriste droit social H/F')).toBe('Juriste droit social');
    expect(title('Zelfstandig werkend kok gezocht! (32–40 uur)')).toBe('Zelfstandig werkend kok');
    expect(title('UN GESTIONNAIRE DE LA COMMANDE PUBLIQUE')).toBe('GESTIONNAIRE DE LA COMMANDE PUBLIQUE');
    expect(title('🛒 Winkelverantwoordelijke')).toBe('Winkelverantwoordelijke');
  });
});
