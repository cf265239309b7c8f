import { describe, expect, it } from 'vitest';
import { leadWithActionVerb } from './lead-with-action-verb';

describe('a truly weak opening becomes an action verb of the same meaning (issue 23)', () => {
  it.each([
    ['Participation aux ateliers de cadrage', 'Contribué aux ateliers de cadrage'],
    ['J’ai participé à la migration', 'Contribué à la migration'],
    ['J’ai développé une API', 'Développé une API'],
    ['Responsable du recrutement des stagiaires', 'Géré le recrutement des stagiaires'],
    ['Chargée de la relation client', 'Géré la relation client'],
    ['Worked on the billing service', 'Contributed to the billing service'],
    ['Responsible for the quarterly budget', 'Managed the quarterly budget'],
    ['In charge of supplier orders', 'Managed supplier orders'],
    ['Ik ontwikkelde dashboards', 'Ontwikkelde dashboards'],
    ['Verantwoordelijk voor de rapportage', 'Beheerde de rapportage'],
  ])('%s → %s', (before, after) => {
    expect(leadWithActionVerb(before)).toBe(after);
  });

  it.each([
    'Conception du module de tournées',
    'Migration du site vers React',
    'J’ai une équipe de cinq personnes',
    'Led a team of four',
  ])('leaves an opening that is not weak as written: %s', (bullet) => {
    expect(leadWithActionVerb(bullet)).toBe(bullet);
  });
});
