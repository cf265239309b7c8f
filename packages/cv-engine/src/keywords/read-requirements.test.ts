import type { TargetLanguage } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { extractJobTerms } from './extract-job-terms';
import { genericStems } from './read-clause';
import { readRequirements } from './read-requirements';
import { stemWord } from './stem-word';
import { wordStream } from './word-stream';

/** The requirements one clause gives, as the clause writes them ('?' marks one its own tail makes optional). */
function read(clause: string, language: TargetLanguage, names: string[] = [], duties = false): string[] {
  const stream = wordStream(clause, language);
  const generic = genericStems(language);
  return readRequirements(
    stream,
    language,
    new Set(names),
    (w) => generic.has(stemWord(w, language)),
    duties,
  ).map((r) => `${clause.slice(r.start, r.end)}${r.nice ? '?' : ''}`);
}

describe('readRequirements: a duty that is its verbs (issue 24)', () => {
  it('reads the verbs of a duty whose object is the people it serves or a generic word', () => {
    expect(read('Sensibiliser et former les collaborateurs', 'french', [], true)).toEqual([
      'Sensibiliser et former',
    ]);
    expect(read('Sensibiliser et informer les citoyens', 'french', [], true)).toEqual([
      'Sensibiliser et informer',
    ]);
    expect(read('Clean, join and validate data', 'english', [], true)).toEqual([
      'Clean, join and validate data',
    ]);
  });

  it('reads nothing from verbs any job does, nor from one verb alone', () => {
    expect(read('Aider et accompagner les usagers', 'french', [], true)).toEqual([]);
    // one verb and its setting is the setting
    expect(read('Informer les citoyens', 'french', [], true)).toEqual([]);
  });
});

describe('readRequirements: the objects of a requirement clause, known to a table or not (issue 24)', () => {
  it('reads a noun after its article as a requirement, though it ends like an adjective ("le coffrage et …")', () => {
    expect(read('Vous maîtrisez le coffrage, le ferraillage et la pose de prédalles', 'french')).toEqual([
      'coffrage',
      'ferraillage',
      'pose de prédalles',
    ]);
    expect(read('Expérience du coffrage et du ferraillage', 'french')).toEqual(['coffrage', 'ferraillage']);
    // a lone adjective still shares the next noun
    expect(read('Excellent written and verbal communication skills', 'english')).not.toContain('written');
  });

  it('reads French clauses past their lead-in and tail', () => {
    expect(read('Vous maîtrisez parfaitement les outils de PAO', 'french')).toEqual(['outils de PAO']);
    expect(read('Permis D en cours de validité, FIMO ou FCO voyageurs à jour', 'french')).toEqual([
      'Permis D',
      'FIMO',
      'FCO voyageurs',
    ]);
    expect(read('Vous êtes titulaire du Diplôme d’État de docteur en pharmacie', 'french')).toEqual([
      'Diplôme d’État de docteur en pharmacie',
    ]);
    expect(read('5 ans d’expérience en contrôle de gestion industriel', 'french')).toEqual([
      'contrôle de gestion industriel',
    ]);
    expect(read('AFGSU niveau 2 exigée', 'french')).toEqual(['AFGSU']);
    expect(read('Anglais niveau B2 souhaité', 'french')).toEqual(['Anglais?']);
  });

  it('reads a certificate of four words and its frame ("G3 unvented hot water certificate")', () => {
    expect(read('G3 unvented hot water certificate', 'english')).toEqual([
      'G3 unvented hot water certificate',
    ]);
    expect(read('Attestation de formation aux gestes et soins d’urgence', 'french')).toHaveLength(1);
  });

  it('makes optional only the requirement its own tail speaks of, or the whole list closed by "ou"', () => {
    expect(read('Habilitation à la vaccination, orthopédie appréciée', 'french')).toEqual([
      'Habilitation à la vaccination',
      'orthopédie?',
    ]);
    expect(read('Ervaring in de ouderenzorg of dementiezorg is een pluspunt', 'dutch')).toEqual([
      'ouderenzorg?',
      'dementiezorg?',
    ]);
  });

  it('reads English clauses: certificates, codes, licences, and the context a requirement names', () => {
    expect(read('NVQ Level 3 and AM2, ECS/JIB Gold Card', 'english')).toEqual([
      'NVQ',
      'AM2',
      'ECS/JIB Gold Card',
    ]);
    expect(read('You hold a valid PRINCE2 Practitioner certificate', 'english')).toEqual([
      'PRINCE2 Practitioner certificate',
    ]);
    expect(
      read('Proven experience as Head Chef or Senior Sous Chef in a quality restaurant', 'english'),
    ).toEqual(['Head Chef', 'Sous Chef', 'quality restaurant']);
    expect(read('ACLS and BLS certification required', 'english')).toEqual(['ACLS', 'BLS certification']);
    expect(read('Experience with EV charging and emergency lighting an advantage', 'english')).toEqual([
      'EV charging?',
      'emergency lighting?',
    ]);
  });

  it('reads Dutch clauses: the subject and its verb, "ervaring met", "in het bezit van"', () => {
    expect(read('Je bent in het bezit van een VCA-attest', 'dutch')).toEqual(['VCA-attest']);
    expect(read('Ervaring met MS Project en kennis van het standaardbestek 250', 'dutch')).toEqual([
      'MS Project',
      'standaardbestek 250',
    ]);
    expect(read('Je schrijft vlot SQL', 'dutch')).toEqual(['SQL']);
    expect(read('Diploma zorgkundige en registratie bij de FOD Volksgezondheid', 'dutch')).toEqual([
      'Diploma zorgkundige',
      'registratie bij de FOD Volksgezondheid',
    ]);
  });

  it('never gives a sentence, a contract word, a name or only generic words as a requirement', () => {
    expect(read('Horaires en décalé, week-ends et jours fériés par roulement', 'french')).toEqual([]);
    expect(read('Anglais courant, le groupe étant coté à Londres', 'french')).toEqual(['Anglais']);
    expect(read('Full UK driving licence', 'english', ['uk'])).toEqual(['driving licence']);
    expect(read('PhD in marine ecology, biogeochemistry or related field', 'english')).toEqual([
      'PhD in marine ecology',
      'biogeochemistry',
    ]);
  });
});

describe('extractJobTerms: requirements found by the clause, whatever the trade (issue 24)', () => {
  it('shows the certifications, tools and standards of a construction offer no software table knows', () => {
    const terms = extractJobTerms(
      'Projectleider infrastructuur (m/v/x)\n\nJouw profiel\n- Je hebt ervaring met PRINCE2 en MS Project.\n- Kennis van overheidsopdrachten en het standaardbestek 250.\n- Je bent in het bezit van een VCA-attest.\n',
      'dutch',
    );
    const musts = terms.filter((t) => t.mustHave).map((t) => t.word.toLowerCase());
    for (const word of ['prince2', 'ms project', 'overheidsopdrachten', 'standaardbestek 250', 'vca-attest'])
      expect(musts).toContain(word);
  });

  it('shows no generic word of the offer’s language as a term', () => {
    const terms = extractJobTerms(
      'Registered Nurse\n\nRequirements\n- Registered nurse with ACLS.\n- Professional care and promotion of health.\n- Computing skills.\n',
      'english',
    ).map((t) => t.word.toLowerCase());
    for (const generic of ['care', 'registered', 'professional', 'promotion', 'computing'])
      expect(terms).not.toContain(generic);
    expect(terms).toContain('acls');
  });

  it('reads "en tant que" past and a French word with its inclusive ending whole', () => {
    expect(read("2 ans d'expérience minimum en tant que chef de partie", 'french')).toEqual([
      'chef de partie',
    ]);
  });
});

describe('readRequirements: the manner of the work is no part of the requirement (issue 24)', () => {
  it("reads 'knives safely' as the knives and 'veilig gebruik van schoonmaakproducten' as the products", () => {
    expect(read('Able to use a bandsaw, mincer and knives safely', 'english')).toContain('knives');
    expect(read('Je kent het veilig gebruik van schoonmaakproducten', 'dutch')).toEqual([
      'schoonmaakproducten',
    ]);
    expect(read('Je kan zelfstandig bitumen plaatsen', 'dutch')[0]).toMatch(/^bitumen/);
  });
});

describe('readRequirements: the one noun a duty acts on (issue 24)', () => {
  const duty = (clause: string, language: TargetLanguage) => {
    const stream = wordStream(clause, language);
    const generic = genericStems(language);
    return readRequirements(stream, language, new Set(), (w) => generic.has(stemWord(w, language)), true).map(
      (r) => clause.slice(r.start, r.end),
    );
  };

  it('reads the object of the duty’s verb, not the people or the setting in a list', () => {
    expect(duty('Je voert oogmetingen uit', 'dutch')).toEqual(['oogmetingen']);
    expect(duty('Je neemt de centreermaten op', 'dutch')).toEqual(['centreermaten']);
    expect(duty('Provide postnatal care to women and newborns', 'english')).not.toContain('newborns');
    expect(duty('Préparer le chantier', 'french')).toEqual([]);
  });

  it('reads a Dutch duty listed after "Je:" past its verb in the second person', () => {
    expect(duty('analyseert verzuimcijfers en maakt kwartaalrapportages', 'dutch')).toEqual([
      'verzuimcijfers',
      'kwartaalrapportages',
    ]);
    expect(duty('registreert de vaccinaties', 'dutch')).toEqual(['vaccinaties']);
  });

  it('reads the object "and" adds as acted on by the same verb, through brackets, not past a comma’s list', () => {
    expect(
      duty('Piloter le processus budgétaire et les reprévisions (forecasts) du site', 'french'),
    ).toContain('reprévisions');
    expect(duty('Je beheert de marketplaces (Bol.com, Amazon) en de productfeeds', 'dutch')).toContain(
      'productfeeds',
    );
    expect(
      duty('Je bent de spil tussen medewerker, leidinggevende, bedrijfsarts en arbodienst', 'dutch'),
    ).not.toContain('arbodienst');
  });
});

describe('readRequirements: a register is the requirement, not being registered (issue 24)', () => {
  it("reads 'Vous êtes inscrit(e) au RPPS' as the RPPS and 'ingeschreven in het BIG-register' as the register", () => {
    expect(read('Vous êtes inscrite au RPPS', 'french')).toEqual(['RPPS']);
    expect(read('Je bent ingeschreven in het BIG-register', 'dutch')).toEqual(['BIG-register']);
  });
});

describe('readRequirements: a perk word naming a payroll task’s object (issue 24)', () => {
  it('reads "pension auto-enrolment", never a pension offered as a perk', () => {
    expect(read('Knowledge of pension auto-enrolment and RTI', 'english')).toEqual(
      expect.arrayContaining(['pension auto-enrolment']),
    );
    expect(read('Generous pension and 27 days of leave', 'english').join(' | ')).not.toMatch(/pension/);
    expect(read('NHS pension', 'english')).toEqual([]);
  });
});
