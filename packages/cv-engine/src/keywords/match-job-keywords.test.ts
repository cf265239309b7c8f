import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { analyzeJob } from '../job/analyze-job';
import { matchJobKeywords } from './match-job-keywords';

const presence = (job: string, cv: string) => matchJobKeywords(analyzeJob(job), cv);
const row = (job: string, cv: string, keyword: string) =>
  presence(job, cv).find((p) => p.keyword === keyword);

describe('matchJobKeywords: the CV’s own spelling of each keyword (issue 14)', () => {
  const offer =
    'Développeur web\n\nPROFIL RECHERCHÉ\n- Pratique de la CI/CD et de Docker.\n- Respect du RGPD.\n';

  it('finds a skill under another name and gives the CV’s words for it', () => {
    const cv =
      'Développeuse web. Mise en place de l’intégration continue, conteneurs Docker, conformité AVG.';
    expect(row(offer, cv, 'CI/CD')).toEqual({
      keyword: 'CI/CD',
      mustHave: true,
      found: true,
      cvSpelling: 'intégration continue',
      exact: false,
    });
    expect(row(offer, cv, 'RGPD')).toMatchObject({ found: true, cvSpelling: 'AVG', exact: false });
    expect(row(offer, cv, 'Docker')).toMatchObject({ found: true, cvSpelling: 'Docker', exact: true });
  });

  it('takes a narrower tool as proof (GitLab CI for CI/CD), and says so by the CV’s words', () => {
    expect(row(offer, 'Pipelines GitLab CI, Docker.', 'CI/CD')).toMatchObject({
      found: true,
      cvSpelling: 'GitLab CI',
    });
  });

  it('does not take a word in its technical sense for the skill ("communication between" two systems)', () => {
    const job = 'Developer\n\nRequirements\n- Excellent communication skills.\n';
    expect(
      row(job, 'RESTful services for communication between frontend and backend.', 'communication skills'),
    ).toMatchObject({ found: false });
    expect(row(job, 'Clear communication with product teams.', 'communication skills')).toMatchObject({
      found: true,
    });
  });

  it('says a must-have the CV lacks is missing', () => {
    expect(row(offer, 'Boulanger, pâtisserie fine.', 'CI/CD')).toMatchObject({
      found: false,
      cvSpelling: null,
    });
  });

  it('meets plural, gender and accents through stems and similarity', () => {
    const found = presence(
      'Data engineer\n\nRequirements\n- Automated tests and dashboards.\n',
      'Wrote automated testing; built a dashboard.',
    );
    expect(found.filter((p) => p.mustHave).every((p) => p.found)).toBe(true);
  });

  it('does not call an alternative missing once the CV has one of the choices', () => {
    const job = 'Frontend developer\n\nRequirements\n- React, Vue.js or Angular.\n- TypeScript.\n';
    const result = presence(job, 'Frontend developer: React and TypeScript.');
    expect(result.find((p) => p.keyword === 'Angular')).toMatchObject({ found: false, mustHave: false });
    expect(result.find((p) => p.keyword === 'TypeScript')).toMatchObject({ found: true, mustHave: true });
  });

  it('on the fixture pair, finds every must-have the developer’s CV has, and only lacks the one it lacks', () => {
    const result = presence(
      readFixture('offre-fr-developpeur-fullstack'),
      readFixture('cv-fr-developpeuse-fullstack'),
    );
    // the one must-have her CV does not show: user experience (bench/offers-truth.json)
    expect(result.filter((p) => p.mustHave && !p.found).map((p) => p.keyword)).toEqual([
      'expérience utilisateur',
    ]);
    expect(result.find((p) => p.keyword === 'intégration continue')).toMatchObject({ found: true });
  });
});

describe('matchJobKeywords: a Dutch compound names its kind last (issue 24)', () => {
  it('finds "retail" in "voedingsretail", not in an English CV', () => {
    const job =
      'Winkelverantwoordelijke\n\nWie ben jij?\n- Minstens 2 jaar leidinggevende ervaring in de retail\n- Excel\n';
    expect(row(job, 'Vijf jaar ervaring in de voedingsretail, Excel.', 'retail')).toMatchObject({
      found: true,
      cvSpelling: 'voedingsretail',
    });
    expect(
      row(job, 'Five years in food distribution and supermarket chains, Excel.', 'retail'),
    ).toMatchObject({
      found: false,
    });
  });

  it('meets an ad’s compound of a thing and a tool or generic word by the thing ("Calculatie" for "calculatiepakket")', () => {
    const job = 'Projectleider\n\nJouw profiel\n- Je werkt vlot met een calculatiepakket.\n- AutoCAD\n';
    const dutch = 'Projectleider met tien jaar ervaring in de wegenbouw en de riolering voor de gemeenten.';
    expect(
      row(job, `${dutch} Ik werk met AutoCAD en Calculatie (Tocoman).`, 'calculatiepakket'),
    ).toMatchObject({
      found: true,
      cvSpelling: 'Calculatie',
    });
    expect(row(job, `${dutch} Ik werk met AutoCAD en de planning.`, 'calculatiepakket')).toMatchObject({
      found: false,
    });
  });
  it('meets a workplace compound by its trade, written in one word or two ("Optiek" for "optiekzaak", "onroerend goed" for "onroerendgoedpraktijk")', () => {
    const job =
      'Opticien\n\nWat vragen wij?\n→ Ervaring in de verkoop in een optiekzaak\n→ Minstens 3 jaar ervaring in de onroerendgoedpraktijk\n';
    const cv =
      'Lotte Peeters\n\nOpleiding\nBachelor Optiek en Optometrie, 2021\n\nErvaring\nOpticiën-verkoper – Brillen Nova\n• Verkoop en advies van monturen\n• Aktes onroerend goed\n\nTalen: Nederlands, Frans';
    expect(row(job, cv, 'optiekzaak')).toMatchObject({ found: true, cvSpelling: 'Optiek' });
    expect(row(job, cv, 'onroerendgoedpraktijk')).toMatchObject({
      found: true,
      cvSpelling: 'onroerend goed',
    });
    expect(row(job, cv.replace('Optiek en ', ''), 'optiekzaak')).toMatchObject({ found: false });
  });
});

describe('matchJobKeywords: a trade’s requirement under the name its practitioners write (issue 24)', () => {
  it('meets a law by its subject without its year ("Mental capacity assessments" for the Mental Capacity Act 2005)', () => {
    const job =
      'Social Worker\n\nEssential\n- Sound knowledge of the Care Act 2014 and the Mental Capacity Act 2005\n- Social Work England registration\n';
    const cv = 'Social worker in adult services. Mental capacity assessments and best interest meetings.';
    const mca = presence(job, cv).find((p) => /Mental Capacity/.test(p.keyword));
    expect(mca).toMatchObject({ found: true, cvSpelling: 'Mental capacity' });
    const other = presence(job, 'Social worker in adult services. Capacity planning for the team.');
    expect(other.find((p) => /Mental Capacity/.test(p.keyword))).toMatchObject({ found: false });
  });

  it('takes air conditioning as HVAC and APP/SBS membranes as bitumen roofing', () => {
    const hvac = 'HVAC Engineer\n\nEssential\n- Commercial HVAC experience\n- F-Gas Category 1\n';
    const cv = 'Air Conditioning and Refrigeration Engineer. F-Gas Category 1. Servicing AHUs and fan coils.';
    expect(row(hvac, cv, 'HVAC')).toMatchObject({ found: true, cvSpelling: 'Air Conditioning' });
    const roof = 'Dakwerker\n\nWat vragen we?\n▸ Ervaring met bitumen en EPDM\n▸ VCA-attest\n';
    const roofer =
      'Dakwerker sinds 2015.\nErvaring\n• plaatsen van roofing (APP en SBS) met de brander op platte daken\n• EPDM';
    expect(row(roof, roofer, 'bitumen')).toMatchObject({ found: true });
    expect(
      row(roof, 'Dakwerker sinds 2015.\nErvaring\n• leien en pannen op hellende daken', 'bitumen'),
    ).toMatchObject({
      found: false,
    });
  });
});

describe('matchJobKeywords: a duty listed in parts after a colon (issue 24)', () => {
  const job =
    'Account Manager\n\nThe job\n• Run the full sales cycle: prospecting, needs analysis, quotations, negotiation and closing\n• Keep forecasts up to date in Salesforce\n\nYou’ll need\n• Field sales experience\n• Full UK driving licence\n';

  it('reads each part as a keyword, and a CV naming one part is not told the others are missing must-haves', () => {
    const words = analyzeJob(job).keywords.map((k) => k.word);
    expect(words).toEqual(expect.arrayContaining(['prospecting', 'quotations']));
    const found = presence(
      job,
      'Account manager. Prospecting and account planning in field sales. Salesforce.',
    );
    expect(found.find((p) => p.keyword === 'prospecting')).toMatchObject({ found: true });
    expect(found.find((p) => p.keyword === 'quotations')).toMatchObject({ found: false, mustHave: false });
  });
});

describe('matchJobKeywords: a register reached online is met by the register (issue 24)', () => {
  it('finds "Kadaster-online" in "Kadasterrecherches" or "Kadaster", not in a CV without it', () => {
    const job =
      'Notarieel medewerker\n\nWat vragen wij?\n– Je werkt met Kadaster-online en kent de Wet op het notarisambt\n– Hbo-opleiding\n';
    const cv = (line: string) =>
      `Ruben de Vries\n\nErvaring\nNotarieel medewerker onroerend goed bij een kantoor in Zwolle\n• ${line}\n\nOpleiding\nHbo Notarieel recht`;
    expect(
      row(job, cv('Kadasterrecherches en inschrijving van aktes via KIK'), 'kadaster-online'),
    ).toMatchObject({
      found: true,
      cvSpelling: 'Kadasterrecherches',
    });
    expect(row(job, cv('Recherches in het Kadaster'), 'kadaster-online')).toMatchObject({ found: true });
    expect(row(job, cv('Inschrijving van aktes via KIK'), 'kadaster-online')).toMatchObject({ found: false });
  });
});

describe('matchJobKeywords: a supervisor’s post proves leading a team (issue 24)', () => {
  it('finds "leidinggevende" in "Floor supervisor housekeeping", not in a room attendant’s CV', () => {
    const job =
      'Assistent-gouvernante\n\nWat verwachten we?\n• Minstens 2 jaar ervaring in housekeeping, waarvan een eerste ervaring als leidinggevende\n• Opera PMS\n';
    const cv = (role: string) =>
      `Katrien Peeters\n\nERVARING\n2019 – nu  ${role} – Hotel Zeezicht, Brugge\n- kamers en linnen`;
    expect(row(job, cv('Floor supervisor housekeeping'), 'leidinggevende')).toMatchObject({
      found: true,
      cvSpelling: 'Floor supervisor',
    });
    expect(row(job, cv('Kamermeisje'), 'leidinggevende')).toMatchObject({ found: false });
  });
});

describe('matchJobKeywords: an ordinal in words or in figures (issue 24)', () => {
  it('meets the offer’s "tweede spoor" with the CV’s "2e spoor", and the reverse', () => {
    const job =
      'Verzuimcoördinator\n\nWat vragen wij?\n• Ervaring met re-integratie tweede spoor\n• Kennis van de Wet verbetering poortwachter\n';
    const found = (cv: string) =>
      presence(job, cv).find((p) => /spoor/.test(p.keyword))?.found ?? 'no such keyword';
    expect(found('Casemanager verzuim\n• Advies over re-integratie 1e en 2e spoor\n')).toBe(true);
    expect(found('Casemanager verzuim\n• Advies over re-integratie eerste spoor\n')).toBe(false);
    const en = 'Support Engineer\n\nRequirements\n- 2nd line support experience\n- ITIL Foundation\n';
    const line = (cv: string) =>
      presence(en, cv).find((p) => /line support/i.test(p.keyword))?.found ?? 'no such keyword';
    expect(line('Support engineer: second line support for 400 users')).toBe(true);
  });
});

describe('matchJobKeywords: a Dutch degree written with its frame in one word (issue 24)', () => {
  it('meets "een bachelor- of masterdiploma" with the CV’s "Master Psychologie"', () => {
    const job =
      'Recruiter\n\nWat vragen wij?\n- Je hebt een bachelor- of masterdiploma\n- Kennis van sourcing en LinkedIn Recruiter\n';
    const missing = presence(job, 'Recruiter\n\nOpleiding\nMaster Psychologie, UGent, 2019\n')
      .filter((p) => p.mustHave && !p.found)
      .map((p) => p.keyword);
    expect(missing.filter((k) => /bachelor|master/i.test(k))).toEqual([]);
  });
});

describe('matchJobKeywords: a CRM proven by the product the CV worked in (issue 24)', () => {
  it('meets "a CRM" with "Pipeline managed in Salesforce", not with a CV naming none', () => {
    const job =
      'Field Sales Representative\n\nAbout you\n- Confident using a CRM\n- Full UK driving licence\n';
    expect(row(job, 'Sales rep\n• Pipeline managed in Salesforce\n', 'CRM')).toMatchObject({
      found: true,
      cvSpelling: 'Salesforce',
    });
    expect(row(job, 'Sales rep\n• Pipeline reviewed weekly\n', 'CRM')).toMatchObject({ found: false });
  });
});

describe('matchJobKeywords: a team led, as a Dutch CV writes it (issue 24)', () => {
  it('meets "2 jaar leidinggevend" with "Leiding aan een team van 5"', () => {
    const job =
      'E-commerce Manager\n\nWie ben jij?\n- Minimaal 4 jaar ervaring in e-commerce, waarvan 2 jaar leidinggevend\n- Ervaring met Shopify\n';
    const led = (cv: string) => presence(job, cv).find((p) => /leiding/i.test(p.keyword))?.found;
    expect(led('E-commerce lead\n• Leiding aan een team van 5 (content, klantenservice)\n')).toBe(true);
    expect(led('E-commerce specialist\n• Beheer van de webshop\n')).toBe(false);
  });
});

describe('matchJobKeywords: handling people proven by its training (issue 24)', () => {
  it('meets "manutention des personnes (gestes et postures)" with a CV’s "Formation PRAP 2S"', () => {
    const job =
      'Aide-soignant(e) en EHPAD\n\nProfil recherché\n- Diplôme d’État d’aide-soignant\n- Maîtrise de la manutention des personnes (gestes et postures)\n';
    const handling = (cv: string) =>
      presence(job, cv).find((p) => /manutention|gestes/i.test(p.keyword))?.found ?? 'no such keyword';
    expect(handling('Aide-soignante\n2024 Formation PRAP 2S (secteur sanitaire et social)\n')).toBe(true);
    expect(handling('Aide-soignante\n2024 Formation AFGSU niveau 2\n')).toBe(false);
  });
});

describe('matchJobKeywords: a Dutch compound the CV writes as its two parts (issue 24)', () => {
  it('meets "inburgeringsexamens" with "Examentraining inburgering", not with one part alone', () => {
    const job =
      'Docent NT2\n\nWat vragen wij?\n• Kennis van de inburgeringsexamens\n• Een afgeronde lerarenopleiding\n';
    const exams = (cv: string) =>
      presence(job, cv).find((p) => /inburgering/i.test(p.keyword))?.found ?? 'no such keyword';
    const cv = (line: string) =>
      `Docent NT2\n\nWerkervaring\n2019 – heden  Docent NT2 bij het taalcentrum van de gemeente\n• Lessen Nederlands aan groepen volwassen nieuwkomers\n• ${line}\n\nOpleiding\nTweedegraads lerarenopleiding Nederlands, 2018\n`;
    expect(exams(cv('Examentraining inburgering (lezen, luisteren, KNM)'))).toBe(true);
    expect(exams(cv('Taallessen voor de inburgering van nieuwkomers'))).toBe(false);
  });
});

describe('matchJobKeywords: a skill’s one-word name inside another skill’s longer name (issue 24)', () => {
  it('does not take the "Controller" of "Credit Controller" for management control', () => {
    const job =
      'Management Accountant\n\nRequirements\n- 3 years of experience in management control\n- Advanced Excel skills\n';
    const control = (cv: string) =>
      presence(job, cv).find((p) => p.keyword === 'management control')?.found ?? 'no such keyword';
    expect(
      control('Experience\nCredit Controller at Dupont Ltd, chasing debtors, sales ledger, Excel.'),
    ).toBe(false);
    expect(control('Experience\nFinancial Controller at Dupont Ltd, budgets and forecasts, Excel.')).toBe(
      true,
    );
  });
});
