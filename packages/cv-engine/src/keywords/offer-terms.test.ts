import { describe, expect, it } from 'vitest';
import { fold } from '../text/fold';
import { extractJobTerms } from './extract-job-terms';

/** What the employer offers is never a requirement (issue 24): read from its part and from its shape. */
const shown = (offer: string) => extractJobTerms(offer).map((t) => fold(t.word));

describe('extractJobTerms: the employer’s offer is no requirement', () => {
  it('knows the informal offer headings ("On t’offre", "Wij bieden je", "What we offer you")', () => {
    const offer = (heading: string, perks: string) =>
      `Administrateur systèmes\n\nTon profil\n✔ Scripting Bash\n✔ Certification RHCSA\n\n${heading}\n${perks}\n`;
    const fr = shown(
      offer('On t’offre', 'Salaire selon expérience (CP 200), voiture de société, chèques-repas.'),
    );
    expect(fr).toContain('bash');
    for (const perk of ['cp 200', 'voiture de societe', 'cheques-repas']) expect(fr).not.toContain(perk);
    const nl = shown(
      offer('Wij bieden je', 'Een leasewagen, maaltijdcheques en een groepsverzekering (PC 200).'),
    );
    for (const perk of ['pc 200', 'groepsverzekering']) expect(nl).not.toContain(perk);
    const en = shown(offer('What we offer you', 'Company car, private medical cover and a share scheme.'));
    for (const perk of ['private medical cover', 'share scheme']) expect(en).not.toContain(perk);
  });

  it('leaves out a sentence of the profile listing the contract, pay and perks, whatever its perks', () => {
    const offer = [
      'Juriste DPO',
      '',
      'Profil',
      'Master 2 en droit du numérique, 4 ans d’expérience en protection des données.',
      'Poste en CDI, statut cadre, 50 à 58 K€, télétravail 2 jours par semaine, RTT, restaurant d’entreprise.',
    ].join('\n');
    const terms = shown(offer);
    expect(terms).toContain('protection des donnees');
    expect(terms.filter((t) => /restaurant|cadre|teletravail/.test(t))).toEqual([]);
  });

  it('keeps a payroll duty naming leave and benefits, which holds no contract word nor amount', () => {
    const offer =
      'Gestionnaire de paie\n\nProfil\n- Maîtrise de la paie : absences, congés payés, mutuelle et prévoyance\n- Silae\n';
    expect(shown(offer)).toEqual(expect.arrayContaining(['paie', 'absences', 'silae']));
  });

  it('never reads the ad’s reference nor an e-mail’s domain as a requirement', () => {
    const offer = [
      'Juriste DPO',
      '',
      'Profil',
      '- Master 2 en droit du numérique',
      '- Certification DPO, réf. CNIL-2026',
      '- Contact : careers@atlantique-sante.example.fr, ref. JUR-2026',
    ].join('\n');
    const terms = shown(offer);
    expect(terms).toContain('droit du numerique');
    expect(terms.filter((t) => /2026|example/.test(t))).toEqual([]);
  });

  it('never asks for the criminal-record check the employer makes itself, in each language', () => {
    const offer = (profile: string) => shown(`Steward\n\nProfil\n- Permis B\n- ${profile}\n`);
    expect(offer('Extrait de casier judiciaire (modèle 1) vierge').some((t) => t.includes('casier'))).toBe(
      false,
    );
    expect(offer('An enhanced DBS check').some((t) => t.includes('dbs'))).toBe(false);
    expect(offer('Een VOG is vereist').some((t) => t.includes('vog'))).toBe(false);
    expect(offer('Extrait de casier judiciaire (modèle 1) vierge')).toContain('permis b');
  });
});
