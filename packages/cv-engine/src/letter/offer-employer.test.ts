import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { extractJobTitle } from '../job/extract-job-title';
import { employerOfOffer } from '../job/offer-employer';
import { candidatePlace } from './candidate-place';
import { contactOfOffer } from './offer-contact';

const employerOf = (text: string) => employerOfOffer(text, extractJobTitle(text));

describe('employerOfOffer: who the letter is written to', () => {
  it.each([
    ['offre-fr-developpeur-fullstack', 'Routalis'],
    ['offre-fr-chef-de-projet-marketing', 'Maison Albéric Cosmétiques'],
    ['job-en-marketing-manager', 'Brightwell Foods Benelux'],
    ['vacature-nl-data-analist', 'Havenkracht Energie'],
    // a job board's page: its navigation ('Naar overzicht', 'Vacature') before the title is no employer
    ['nl-wbo-data-engineer', 'Ministerie van Voorbeeld'],
    ['sample_job', 'TechInnovate Solutions'],
    ['tech_devops_engineer', 'CloudScale Systems'],
  ])('%s → %s', (offer, employer) => {
    expect(employerOf(readFixture(offer))).toBe(employer);
  });

  it('finds the employer an ad names only in its text', () => {
    const ad = `Backend Engineer\n\nAt Quantix Labs, we build payment rails. Join Quantix Labs and work with Go.\nRequirements:\n- Go, PostgreSQL`;
    expect(employerOf(ad)).toBe('Quantix Labs');
  });

  it('says nothing rather than take a place, a contract or a lone word for the employer', () => {
    expect(employerOf('Comptable (H/F)\nNantes — CDI — Temps plein\n\nMissions\n- Saisie comptable')).toBe(
      '',
    );
  });
});

describe('contactOfOffer: whom the letter greets', () => {
  it('reads the person a contact verb or label leads, and what their title tells', () => {
    expect(contactOfOffer(readFixture('vacature-nl-data-analist'), 'Havenkracht Energie')).toEqual({
      full: 'Daan Kooĳman',
      last: 'Kooĳman',
      kind: 'named',
    });
    expect(contactOfOffer('Contact : Mme Claire Dubois, responsable RH', '')).toEqual({
      full: 'Claire Dubois',
      last: 'Dubois',
      kind: 'female',
    });
    expect(contactOfOffer('Send your application to Mr. James Whitfield.', '')?.kind).toBe('male');
  });

  it('greets nobody when the offer names no person, or names a team', () => {
    for (const offer of ['offre-fr-developpeur-fullstack', 'job-en-marketing-manager', 'sample_job'])
      expect(contactOfOffer(readFixture(offer), '')).toBeNull();
    expect(contactOfOffer('Questions? Contact Human Resources.', '')).toBeNull();
  });
});

describe('candidatePlace: the town of the date line', () => {
  it.each([
    ['Lyon 7e (69) | +33 6 00 00 14 27 | maelle@example.fr | Permis B', 'Lyon'],
    ['Brussels, Belgium | +32 470 00 38 62', 'Brussels'],
    ['john.smith@email.com | +1 (555) 123-4567 | San Francisco, CA', 'San Francisco'],
    ['Nantes (44) | Mobilité : Loire-Atlantique | 35 ans', 'Nantes'],
    ['jane@example.com | Permis B', ''],
  ])('%s → %s', (contact, place) => {
    expect(candidatePlace(contact)).toBe(place);
  });
});
