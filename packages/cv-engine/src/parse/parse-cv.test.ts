import { describe, expect, it } from 'vitest';
import { readFixture } from '../__fixtures__/read-fixture';
import { parseCv, parseCvDetailed } from './parse-cv';

describe('parseCv on the authored CVs', () => {
  it('French developer CV: header, 4 jobs, 3 degrees, skills, certifications, page footers dropped', () => {
    const detail = parseCvDetailed(readFixture('cv-fr-developpeuse-fullstack'));
    const cv = detail.cv;
    expect(cv.name).toBe('Maëlle Duchâteau');
    expect(cv.contact).toContain('maelle.duchateau@example.fr');
    expect(cv.contact).toContain('+33 6 00 00 14 27');
    expect(cv.title).toMatch(/^Développeuse Full-Stack/);
    expect(cv.summary).toMatch(/^Développeuse full-stack avec sept ans/);
    expect(cv.experience.map((e) => e.company)).toEqual([
      'Trajectoire Mobilités',
      'Agence Pixelune',
      'Assurévia',
      'Les Ateliers Vercors Numérique',
    ]);
    expect(cv.experience[0]).toMatchObject({
      position: 'Développeuse Full-Stack confirmée',
      period: 'mars 2021 – aujourd’hui',
    });
    expect(cv.experience[3]!.period).toBe('avr. – juin 2016');
    expect(cv.education.map((e) => e.institution)).toEqual([
      'Université Rhône-Confluences', // its town goes to the details: the school's name is what is asked
      'IUT de Montélimar',
      'IUT de Montélimar',
    ]);
    expect(cv.technicalSkills).toContain('NestJS');
    expect(cv.softSkills).toContain('Pédagogie et mentorat');
    expect(cv.certifications).toHaveLength(3);
    expect(cv.additionalInfo).toMatch(/^Langues:\nFrançais : langue maternelle/);
    expect(detail.footers).toHaveLength(2);
    expect(JSON.stringify(cv)).not.toContain('page 1/2');
  });

  it('Dutch CV: Werkervaring, Opleiding, Vaardigheden', () => {
    const cv = parseCv(readFixture('cv-nl-data-analist'));
    expect(cv.name).toBe('Sanne Verhoeven');
    expect(cv.experience).toHaveLength(4);
    expect(cv.experience[0]).toMatchObject({
      company: 'Lindeboom Retail Groep',
      position: 'Data-analist',
      period: 'apr. 2021 – heden',
    });
    expect(cv.education.map((e) => e.degree)[0]).toBe('MSc Data Science & Society');
    expect(cv.technicalSkills).toContain('Power BI');
    expect(cv.certifications[1]).toBe('dbt Fundamentals — dbt Labs — 2023');
  });

  it('English CV: label lines inside Skills go to their own section', () => {
    const cv = parseCv(readFixture('cv-en-marketing'));
    expect(cv.experience.map((e) => e.company)).toEqual([
      'Maison Verhaegen Chocolatiers',
      'Hollins & Pryce Beverages',
      'Hollins & Pryce Beverages',
    ]);
    expect(cv.certifications).toEqual([
      'CIM Professional Diploma in Marketing (2017)',
      'Google Analytics Certification (2023)',
    ]);
    expect(cv.technicalSkills).not.toContain('Languages');
    expect(cv.additionalInfo).toContain('Languages:\nEnglish (native)');
  });

  it('plain-text CVs: "Position | Company | dates" lines and a CV without a name', () => {
    const en = parseCv(readFixture('sample_resume_en'));
    expect(en.name).toBe('JOHN SMITH');
    expect(en.contact).toContain('linkedin.com/in/johnsmith');
    expect(en.experience.map((e) => [e.position, e.company, e.period])).toEqual([
      ['Senior Software Engineer', 'TechCorp Inc.', '2021 - Present'],
      ['Software Engineer', 'StartupXYZ', '2019 - 2021'],
      ['Junior Developer', 'WebSolutions Ltd.', '2018 - 2019'],
    ]);
    expect(en.education[0]).toMatchObject({
      degree: 'Bachelor of Science in Computer Science',
      period: '2014 - 2018',
    });
    const nl = parseCv(readFixture('cv-voorbeeld'));
    expect(nl.name).toBe('');
    expect(nl.summary).toMatch(/^Senior software- en data-engineer/);
    expect(nl.education.map((e) => [e.degree, e.institution])).toEqual([
      ['MSc Informatica', 'Hogeschool Voorbeeldstad'],
      ['MBA Big Data Analyses', ''],
    ]);
  });

  it('two-column CV: the sidebar contact section joins the contact line', () => {
    const cv = parseCv(readFixture('cv-fr-comptable'));
    expect(cv.contact).toContain('+33 6 00 00 52 81');
    expect(cv.contact).toContain('sebastien.kerjean@example.fr');
    expect(cv.experience).toHaveLength(4);
  });
});

describe('parseCv rules', () => {
  it.each([
    ['Curriculum Vitae\nNaam: Anouk de Vries\nData-analist', 'Anouk de Vries', 'Data-analist'],
    ['mr. Pieter van Dijk\nAdvocaat', 'mr. Pieter van Dijk', 'Advocaat'],
    ['Curriculum Vitae – Sandra Willems\nVerpleegkundige', 'Sandra Willems', 'Verpleegkundige'],
  ])('reads the name of %j, never "Curriculum Vitae"', (head, name, title) => {
    const cv = parseCv(
      `${head}\nmail@example.nl\n\nWERKERVARING\nVerpleegkundige — UMC\t2015 – heden\n- Zorg`,
    );
    expect([cv.name, cv.title]).toEqual([name, title]);
  });

  it('takes no sentence for the title, and strips every way of labelling a phone number', () => {
    const cv = parseCv(
      'Experienced cloud engineer with eight years building platforms on AWS for fintech companies.\nJames Robertson\nCloud Engineer\nTél. : 06 21 21 21 21 | Tel.: 038-7654321 | Tél : 06 11 22 33 44',
    );
    expect([cv.name, cv.title]).toEqual(['James Robertson', 'Cloud Engineer']);
    expect(cv.summary).toContain('Experienced cloud engineer');
    expect(cv.contact).toBe('06 21 21 21 21 | 038-7654321 | 06 11 22 33 44');
  });

  it('finds a name printed away from the header, as a sidebar read last, by the e-mail address it spells', () => {
    const cv =
      'Senior Software Engineer\njohn.doe@email.com | +1 415 555 0142\n\nSKILLS\nGo, Python\n\nLINKS\ngithub.com/johndoe\nJohn Doe';
    expect(parseCv(cv).name).toBe('John Doe');
    expect(parseCv(cv.replace('John Doe', 'Jane Roe')).name).toBe('');
  });

  it('recognises headings in any case, with or without a colon', () => {
    const cv = parseCv(
      [
        'Jan Jansen',
        'PROFIEL',
        'Ervaren ontwikkelaar met passie voor data en een sterke focus op kwaliteit en samenwerking.',
        'werkervaring:',
        'Developer | Acme BV | 2019 – heden',
        '- Bouwde een datalake',
        'Opleiding',
        'HBO Informatica, Hogeschool Utrecht | 2015 – 2019',
        'Skills',
        'Python, SQL',
      ].join('\n'),
    );
    expect(cv.summary).toMatch(/^Ervaren/);
    expect(cv.experience[0]).toMatchObject({ company: 'Acme BV', description: ['Bouwde een datalake'] });
    expect(cv.education[0]!.institution).toBe('Hogeschool Utrecht');
    expect(cv.technicalSkills).toBe('Python, SQL');
  });

  it('joins a bullet to its next line when it stops on a small word or the line is indented under it', () => {
    const cv = parseCv(
      [
        'Experience',
        'Analyst — Acme Inc. | 2020 – 2023',
        '• Automated variance reporting with Python and',
        'Power BI, saving 15 hours per month',
        '• Led the rollout of the new ERP',
        '  System across 12 sites',
        '• Ran the month-end close',
        'Ernst & Young\tNew York, NY',
      ].join('\n'),
    );
    expect(cv.experience[0]!.description.slice(0, 3)).toEqual([
      'Automated variance reporting with Python and Power BI, saving 15 hours per month',
      'Led the rollout of the new ERP System across 12 sites',
      'Ran the month-end close',
    ]);
  });

  it('joins lines broken by the page width', () => {
    const cv = parseCv(
      [
        'Experience',
        'Engineer — Acme Inc. | 2020 – 2023',
        '• Built the billing platform used by',
        'forty teams, and migrated it to',
        'Kubernetes without downtime.',
        '• Mentored 3 developers.',
      ].join('\n'),
    );
    expect(cv.experience[0]!.description).toEqual([
      'Built the billing platform used by forty teams, and migrated it to Kubernetes without downtime.',
      'Mentored 3 developers.',
    ]);
  });

  it('drops closing lines and repeated running headers', () => {
    const detail = parseCvDetailed(
      [
        'Anna Smith',
        'Anna Smith — anna@example.com — Resume',
        'Summary',
        'Product designer with eight years of experience in accessible interfaces for public services.',
        'Anna Smith — anna@example.com — Resume',
        'Page 2 of 2',
        'Thank you for your consideration.',
        'Merci de votre attention',
        'Bedankt voor uw aandacht!',
      ].join('\n'),
    );
    expect(detail.closings).toHaveLength(3);
    expect(detail.footers).toEqual(['Anna Smith — anna@example.com — Resume', 'Page 2 of 2']);
    expect(detail.cv.summary).toMatch(/^Product designer/);
  });

  it('never throws and returns empty fields for empty input', () => {
    expect(parseCv('')).toEqual({
      name: '',
      contact: '',
      title: '',
      summary: '',
      experience: [],
      education: [],
      technicalSkills: '',
      softSkills: '',
      certifications: [],
      additionalInfo: '',
    });
  });
});

describe('parseCv: education entries written degree line, then date · school line', () => {
  const education = parseCv(readFixture('cv-fr-comptable')).education;

  it('keeps a degree named twice whole, and does not take the acronym for the school', () => {
    expect(education[0]).toEqual({
      degree: 'DCG — Diplôme de comptabilité et de gestion',
      institution: '',
      period: '2011',
      description: 'formation continue, Nantes',
    });
  });

  it('reads a course listed after the degrees as an entry of its own', () => {
    expect(education.map((e) => e.degree)).toEqual([
      'DCG — Diplôme de comptabilité et de gestion',
      'BTS Comptabilité et gestion des organisations',
      'Baccalauréat STG, spécialité comptabilité et finance',
      'Excel avancé et Power Query (21 h)',
    ]);
    expect(education[2]).toMatchObject({ institution: 'Lycée Erdre-et-Loire', description: 'Nantes' });
    expect(education[3]).toMatchObject({ period: '2023', description: 'formation professionnelle' });
  });

  it('leaves a description line under a complete entry where it is', () => {
    const cv = parseCv(
      [
        'Formation',
        'Master Informatique',
        'Université X',
        'Mention Bien',
        '2013 – 2015 · DUT Informatique',
      ].join('\n'),
    );
    expect(cv.education.map((e) => e.degree)).toEqual(['Master Informatique', 'DUT Informatique']);
    expect(cv.education[0]!.description).toBe('Mention Bien');
  });
});

describe('parseCv: schools and names in comma-separated and column-gap lines', () => {
  it('tells the degree, the school and its place apart', () => {
    const cv = parseCv(
      [
        'Education',
        '2014 – 2016 Master of Science in Computer Science, Specialization in AI, MIT, Cambridge, USA',
        '1994 – 1997 Bachelor of Science, University of California, Berkeley, Berkeley, CA, USA',
      ].join('\n'),
    );
    expect(cv.education.map((e) => [e.degree, e.institution])).toEqual([
      ['Master of Science in Computer Science, Specialization in AI', 'MIT'],
      ['Bachelor of Science', 'University of California, Berkeley'],
    ]);
  });

  it('reads the name from the personal-data table’s name field, and each other field as a contact item', () => {
    const cv = parseCv(
      [
        'Curriculum vitae',
        'Données personnelles',
        'Nom\tLucas Gérard',
        'Adresse\t7 rue du Pressoir, 51200 Épernay',
        'Téléphone\t06 81 45 30 72',
        'Permis\tB et G (tracteur)',
        'Expérience professionnelle',
      ].join('\n'),
    );
    expect(cv.name).toBe('Lucas Gérard');
    expect(cv.contact).toBe('7 rue du Pressoir, 51200 Épernay | 06 81 45 30 72 | Permis: B et G (tracteur)');
  });

  it('reads the name before a column gap that holds the phone number', () => {
    const cv = parseCv(
      ['Barry Allen\t(123) 456-7890', 'Front-End Developer\t§ bwayne', 'Experience'].join('\n'),
    );
    expect(cv.name).toBe('Barry Allen');
    expect(cv.title).toBe('Front-End Developer');
    expect(cv.contact).toContain('(123) 456-7890');
  });
});
