import { describe, expect, it } from 'vitest';
import { parseCv } from './parse-cv';

/** Jobs as [position, company, period], from a CV made of a header and the given experience section. */
const jobs = (section: string) =>
  parseCv(`Chloé Dubois\nDéveloppeuse\nchloe@example.fr · 06 12 34 56 78\n\n${section}`).experience.map(
    (job) => [job.position, job.company, job.period],
  );

describe('the layouts of job entries', () => {
  it('reads employers printed in capitals on their own line as entries, not as section headings', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE PROFESSIONNELLE',
          'SOCIÉTÉ GÉNÉRALE',
          'Développeuse Java',
          'Depuis février 2022',
          '• Migration vers Spring Boot',
          'CAPGEMINI',
          'Consultante junior',
          'sept. 2019 – janv. 2022',
          '• Recette et tests',
          '',
          'PROJETS PERSO',
          'Site de recettes — 2021',
        ].join('\n'),
      ),
    ).toEqual([
      ['Développeuse Java', 'SOCIÉTÉ GÉNÉRALE', 'Depuis février 2022'],
      ['Consultante junior', 'CAPGEMINI', 'sept. 2019 – janv. 2022'],
    ]);
  });

  it('keeps a unit and the organisation it belongs to as one employer, whichever comes first', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE PROFESSIONNELLE',
          'Laboratoire de biologie cellulaire, Université de Lyon',
          'Chargé de recherche',
          'De 2018 à 2021',
          '• Conception d’expériences de culture cellulaire',
          'CNRS, Unité mixte de recherche de Brest, Metz',
          'Technicien de laboratoire',
          '2013 – 2017',
          '• Analyses de routine',
        ].join('\n'),
      ),
    ).toEqual([
      ['Chargé de recherche', 'Laboratoire de biologie cellulaire, Université de Lyon', 'De 2018 à 2021'],
      ['Technicien de laboratoire', 'CNRS, Unité mixte de recherche de Brest', '2013 – 2017'],
    ]);
  });

  it('reads an undated job over its town, then a dated one written the same way, as two jobs', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Onderzoeker — de Vries Pharma\tjun. 2012 – aug. 2016',
          '– Opzetten van celkweekexperimenten',
          'Wetenschappelijk medewerker — Kenniscentrum De Regenboog',
          'Tilburg, Nederland',
          'Onderzoeksassistent — Kenniscentrum De Regenboog\tfeb. 2007 – jul. 2010',
          'Tilburg, Nederland',
        ].join('\n'),
      ),
    ).toEqual([
      ['Onderzoeker', 'de Vries Pharma', 'jun. 2012 – aug. 2016'],
      ['Wetenschappelijk medewerker', 'Kenniscentrum De Regenboog', null],
      ['Onderzoeksassistent', 'Kenniscentrum De Regenboog', 'feb. 2007 – jul. 2010'],
    ]);
  });

  it('reads a town joined by a particle’s hyphens under the header as the place, not the title', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCES PROFESSIONNELLES',
          'Été 2023',
          'Hôte de caisse · Supermarché Le Clos Fleuri',
          'Louvain-la-Neuve',
          '• Passage des commandes du rayon épicerie',
        ].join('\n'),
      ),
    ).toEqual([['Hôte de caisse', 'Supermarché Le Clos Fleuri', 'Été 2023']]);
  });

  it('reads a job without bullets over its town, then an undated one written the same way, as two jobs', () => {
    expect(
      jobs(
        [
          'ERVARING',
          'okt. 2012 – apr. 2014 : Accountant | Boekhoudkantoor Janssens',
          'Gent',
          '',
          'Medewerker crediteurenadministratie | Boekhoudkantoor Janssens',
          'Gent',
          '',
          'feb. 2008 – mei 2011 : Boekhoudkundig medewerker | Accountancy Genk',
        ].join('\n'),
      ),
    ).toEqual([
      ['Accountant', 'Boekhoudkantoor Janssens', 'okt. 2012 – apr. 2014'],
      ['Medewerker crediteurenadministratie', 'Boekhoudkantoor Janssens', null],
      ['Boekhoudkundig medewerker', 'Accountancy Genk', 'feb. 2008 – mei 2011'],
    ]);
  });

  it('reads two header lines written again without dates or bullets as the next job, not the job above', () => {
    expect(
      jobs(
        [
          'ERVARING',
          'Accountant\tmei 2014 – nov. 2015',
          'Fiduciaire Hermans BV — Antwerpen',
          '▪ Aanspreekpunt van de bedrijfsrevisor',
          'Accountant\tokt. 2012 – apr. 2014',
          'Boekhoudkantoor Janssens — Gent',
          'Medewerker crediteurenadministratie',
          'Boekhoudkantoor Janssens — Gent',
          'Boekhoudkundig medewerker\tfeb. 2008 – mei 2011',
          'Accountancy Genk — Turnhout',
        ].join('\n'),
      ),
    ).toEqual([
      ['Accountant', 'Fiduciaire Hermans BV', 'mei 2014 – nov. 2015'],
      ['Accountant', 'Boekhoudkantoor Janssens', 'okt. 2012 – apr. 2014'],
      ['Medewerker crediteurenadministratie', 'Boekhoudkantoor Janssens', null],
      ['Boekhoudkundig medewerker', 'Accountancy Genk', 'feb. 2008 – mei 2011'],
    ]);
  });

  it('reads a firm whose name starts like a title word, and a town of two words after the employer’s comma', () => {
    expect(
      jobs(
        [
          'WORK EXPERIENCE',
          'Chef de Partie — The Harbour Kitchen\tMay 2019 – present',
          '• Sauce section',
          'Butlin’s, Bognor Regis — Kitchen Porter (seasonal)\tSummer 2015',
          '• Washing up for 900 covers',
        ].join('\n'),
      ),
    ).toEqual([
      ['Chef de Partie', 'The Harbour Kitchen', 'May 2019 – present'],
      ['Kitchen Porter (seasonal)', 'Butlin’s', 'Summer 2015'],
    ]);
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'Conducteur receveur — Keolis, Toulouse\t2015 – 2024',
          '• Lignes urbaines',
          'Coopérative agricole du Gers, Auch\tétés 2008 et 2009',
          'Ouvrier saisonnier (moissons)',
          '• Moissons',
        ].join('\n'),
      ),
    ).toEqual([
      ['Conducteur receveur', 'Keolis', '2015 – 2024'],
      ['Ouvrier saisonnier (moissons)', 'Coopérative agricole du Gers', 'étés 2008 et 2009'],
    ]);
  });

  it('reads an employer in capitals with its town after it, and an undated job’s employer line after the bullets above', () => {
    expect(
      jobs(
        [
          'WORK EXPERIENCE',
          'LEICESTER ELECTRICAL SERVICES Bristol',
          'Contracts Manager | January 2021 - November 2024',
          '• Ran 22 sites at once from start to handover',
          'EDWARDS & SONS BUILDERS Nottingham',
          'Qualified Electrician',
          '• Prepared monthly valuations and tracked a £360k budget',
          'HALL CIVIL ENGINEERING LTD Cardiff, UK',
          'Bricklayer | February 2012 - January 2014',
          '• Built load-bearing blockwork',
        ].join('\n'),
      ),
    ).toEqual([
      ['Contracts Manager', 'LEICESTER ELECTRICAL SERVICES', 'January 2021 - November 2024'],
      ['Qualified Electrician', 'EDWARDS & SONS BUILDERS', null],
      ['Bricklayer', 'HALL CIVIL ENGINEERING LTD', 'February 2012 - January 2014'],
    ]);
    // capitals then a title are one part: the words after the capitals make a job title
    expect(
      jobs(['EXPERIENCE', 'SAP FI Consultant | Deloitte | 2019 – 2023', '• Closing'].join('\n')),
    ).toEqual([['SAP FI Consultant', 'Deloitte', '2019 – 2023']]);
  });

  it('gives roles under one employer that employer though a role names the unit it was held in, and opens an undated job under its employer’s line', () => {
    expect(
      jobs(
        [
          'Expérience',
          'Maison de repos Le Verger — Huy',
          'Cadre de santé',
          'sept. 2021 – aujourd’hui',
          '• Préparation et distribution des traitements',
          'Infirmière coordinatrice',
          'avr. 2020 – août 2021',
          'Unité de soins de longue durée',
          '• Tutorat de 22 élèves aides-soignants par an',
          'Polyclinique du Parc — Liège',
          'Infirmière',
          'mars 2018 – mai 2019',
          '• Transmissions écrites et orales à chaque relève',
          'CPAS de Mons',
          'Auxiliaire de vie',
          'Alternance',
          '• Animation d’ateliers mémoire',
        ].join('\n'),
      ),
    ).toEqual([
      ['Cadre de santé', 'Maison de repos Le Verger', 'sept. 2021 – aujourd’hui'],
      ['Infirmière coordinatrice', 'Maison de repos Le Verger', 'avr. 2020 – août 2021'],
      ['Infirmière', 'Polyclinique du Parc', 'mars 2018 – mai 2019'],
      ['Auxiliaire de vie', 'CPAS de Mons', null],
    ]);
  });

  it('reads the building site’s ranks as titles and one word after a title’s comma as its town', () => {
    expect(
      jobs(
        [
          'BEROEPSERVARING',
          'Bouwgroep Dijle NV | Projectleider, Mechelen\t2016 – heden',
          '• Leiding over woonprojecten',
          'Aannemingen Van Hove | Werfleider, Lier\t2006 – 2010',
          '• Scholenbouw en renovatie',
          'Aannemingen Van Hove | Ploegbaas ruwbouw, Lier\t2002 – 2006',
          '• Ploeg van zes metsers',
          'Interim Bouw | Handlanger\t1996 – 1998',
          '• Werven in de regio Antwerpen',
        ].join('\n'),
      ),
    ).toEqual([
      ['Projectleider', 'Bouwgroep Dijle NV', '2016 – heden'],
      ['Werfleider', 'Aannemingen Van Hove', '2006 – 2010'],
      ['Ploegbaas ruwbouw', 'Aannemingen Van Hove', '2002 – 2006'],
      ['Handlanger', 'Interim Bouw', '1996 – 1998'],
    ]);
  });

  it('gives each job the dates printed under its bullets, when the section ends on such a line', () => {
    expect(
      jobs(
        [
          'Teaching experience',
          'Year 4 Class Teacher at St Aldhelm’s Primary School',
          '• Plan and teach a class of 30 pupils',
          'Sept 2022 – now · Bristol',
          'Year 2 Class Teacher at Hartcliffe Vale Primary',
          '• Ran the after-school gardening club',
          'Sept 2019 – July 2022 · Bristol',
        ].join('\n'),
      ),
    ).toEqual([
      ['Year 4 Class Teacher', 'St Aldhelm’s Primary School', 'Sept 2022 – now'],
      ['Year 2 Class Teacher', 'Hartcliffe Vale Primary', 'Sept 2019 – July 2022'],
    ]);
  });

  it('splits a header on “chez” or “at” in lower case, not on a capitalised word of a name', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'Auxiliaire de vie — Association Bien Chez Soi | mars 2016 – août 2017',
          '• Aide au lever et au coucher',
          'Aide-soignante chez Clinique du Parc | 2014 – 2016',
          '• Soins d’hygiène',
        ].join('\n'),
      ),
    ).toEqual([
      ['Auxiliaire de vie', 'Association Bien Chez Soi', 'mars 2016 – août 2017'],
      ['Aide-soignante', 'Clinique du Parc', '2014 – 2016'],
    ]);
  });

  it('reads the French site’s trades as titles, whichever side of the employer they stand', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'Manœuvre | Les Maçons du Val | octobre 2019 - novembre 2021',
          '• Préparation du mortier et approvisionnement des postes',
          'Bâtiments Lemaire | Coffreuse bancheuse | janvier 2022 - juin 2024',
          '• Coffrage des voiles en béton banché',
        ].join('\n'),
      ),
    ).toEqual([
      ['Manœuvre', 'Les Maçons du Val', 'octobre 2019 - novembre 2021'],
      ['Coffreuse bancheuse', 'Bâtiments Lemaire', 'janvier 2022 - juin 2024'],
    ]);
  });

  it('reads the employer under the title when the dates’ line above names only a town', () => {
    expect(
      jobs(
        [
          'EXPERIENCE',
          'June 2021 – present · Glasgow',
          'Senior Care Assistant',
          'Riverside Care Home',
          '• Personal care for 22 residents',
          'March 2019 – May 2021 · Paisley',
          'Home Care Worker',
          'HomeFirst Care Services',
          '• Visits to 10–12 clients a day',
        ].join('\n'),
      ),
    ).toEqual([
      ['Senior Care Assistant', 'Riverside Care Home', 'June 2021 – present'],
      ['Home Care Worker', 'HomeFirst Care Services', 'March 2019 – May 2021'],
    ]);
  });

  it('reads a job title that opens on a section’s word as a title, not a heading', () => {
    expect(
      jobs(
        [
          'EXPERIENCE',
          'Lopez Johnson LLP · Raleigh',
          'Head of Legal',
          'Since March 2021',
          '• Ran 11 litigation files through the County Court',
          'Employment Lawyer',
          'From February 2018 to February 2021',
          '• Drafted commercial contracts and standard terms',
        ].join('\n'),
      ),
    ).toEqual([
      ['Head of Legal', 'Lopez Johnson LLP', 'Since March 2021'],
      ['Employment Lawyer', 'Lopez Johnson LLP', 'From February 2018 to February 2021'],
    ]);
  });

  it('opens an entry on its company line two lines above its dates, when the first entry is laid out so', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'Cabinet Durand, Nantes',
          'Comptable',
          'mars 2018 – aujourd’hui',
          '• Tenue de 80 dossiers',
          'Garage Morel, Paris',
          'Aide-comptable',
          '2014 – 2018',
          '• Saisie des factures',
        ].join('\n'),
      ),
    ).toEqual([
      ['Comptable', 'Cabinet Durand', 'mars 2018 – aujourd’hui'],
      ['Aide-comptable', 'Garage Morel', '2014 – 2018'],
    ]);
  });

  it('keeps a school or department after its university, and the town apart', () => {
    expect(
      jobs(
        [
          'EXPERIENCE',
          'Postdoctoral Research Fellow',
          'Université de Lille, Faculté des sciences, Villeneuve-d’Ascq',
          'Oct 2021 – present',
          '• Lead the fieldwork of a coastal survey',
        ].join('\n'),
      ),
    ).toEqual([
      ['Postdoctoral Research Fellow', 'Université de Lille, Faculté des sciences', 'Oct 2021 – present'],
    ]);
  });

  it('reads a firm named after its partners, and a name closed by its legal form, as the employer', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Hendriks & Partners — Arnhem',
          'Finance manager',
          'Van december 2022 tot en met maart 2025',
          '• Loonadministratie voor 11 werknemers',
          'Meijer Accountants B.V.',
          'Accountant',
          'Van januari 2020 tot en met juli 2021',
          'Tijdelijk contract',
          '• Inboeken van aankoopfacturen',
        ].join('\n'),
      ),
    ).toEqual([
      ['Finance manager', 'Hendriks & Partners', 'Van december 2022 tot en met maart 2025'],
      ['Accountant', 'Meijer Accountants B.V.', 'Van januari 2020 tot en met juli 2021'],
    ]);
  });

  it('reads a partnership as the employer, not a partner’s title', () => {
    expect(
      jobs(
        [
          'Experience',
          'Kilbeg Dairy Partnership',
          '2017 – Present',
          'Herd Manager',
          'Co. Laois',
          '• Calving and breeding records for 180 cows',
        ].join('\n'),
      ),
    ).toEqual([['Herd Manager', 'Kilbeg Dairy Partnership', '2017 – Present']]);
  });

  it('reads a season as a date, and a city as a place rather than the employer', () => {
    expect(jobs('WORK EXPERIENCE\nIntern at Hooli (Summer 2018)\n- Built dashboards')).toEqual([
      ['Intern', 'Hooli', 'Summer 2018'],
    ]);
  });

  it('reads entries whose fields are labelled, as some Dutch and French CVs write them', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Functie: Data Engineer',
          'Werkgever: ING',
          'Periode: 2018 - heden',
          '- Datapijplijnen in Airflow',
          'Functie: BI Developer',
          'Werkgever: KPN',
          'Periode: 2014 - 2018',
          '- Rapportages',
        ].join('\n'),
      ),
    ).toEqual([
      ['Data Engineer', 'ING', '2018 - heden'],
      ['BI Developer', 'KPN', '2014 - 2018'],
    ]);
  });

  it('starts a labelled job at its first field given again, keeps a labelled detail line with its job, and reads the town after the employer', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE PROFESSIONNELLE',
          'Période :\t2016 – 2020',
          'Fonction :\tOuvrier viticole',
          'Employeur :\tDomaine Roux, Épernay',
          'Tâches :\t– Travaux en vert, conduite du tracteur',
          'Période :\tjanv. – juin 2015',
          'Fonction :\tAide pépiniériste',
          'Employeur :\tPépinières Marchal, Reims',
          'Période :\tvendanges 2013 et 2014',
          'Fonction :\tVendangeur',
          'Employeur :\tCave de Cramant, Cramant',
        ].join('\n'),
      ),
    ).toEqual([
      ['Ouvrier viticole', 'Domaine Roux', '2016 – 2020'],
      ['Aide pépiniériste', 'Pépinières Marchal', 'janv. – juin 2015'],
      ['Vendangeur', 'Cave de Cramant', 'vendanges 2013 et 2014'],
    ]);
  });

  it('gives a job whose dates stand above its title that title, though the next job’s dates follow it', () => {
    expect(
      jobs(
        [
          'ERVARING',
          '2019 – heden',
          'Beleidsmedewerker Wonen, Gemeente Eemvallei',
          '• Woonvisie en prestatieafspraken',
          '2017 – 2019',
          'Projectmedewerker Omgevingswet, Gemeente Eemvallei',
          '2014 – 2017',
          'Medewerker leefbaarheid, Eemland Wonen',
          '• Buurtprojecten',
        ].join('\n'),
      ),
    ).toEqual([
      ['Beleidsmedewerker Wonen', 'Gemeente Eemvallei', '2019 – heden'],
      ['Projectmedewerker Omgevingswet', 'Gemeente Eemvallei', '2017 – 2019'],
      ['Medewerker leefbaarheid', 'Eemland Wonen', '2014 – 2017'],
    ]);
  });

  it('reads a chronology of one job a line, dates first, whatever the dates and the brackets', () => {
    expect(
      jobs(
        [
          'LOOPBAAN',
          '2018 – 2021\tVerkoopmedewerker, Beddenwinkel Slaapwel (Schiedam)',
          '2016 – 2018\tCallcenteragent (parttime), KlantContact BV (Rotterdam)',
          '2015\tPromotiemedewerker, Promo Team (Rotterdam)',
          '’14\tVakkenvuller, Supermarkt Kees (Delft)',
        ].join('\n'),
      ),
    ).toEqual([
      ['Verkoopmedewerker', 'Beddenwinkel Slaapwel', '2018 – 2021'],
      ['Callcenteragent (parttime)', 'KlantContact BV', '2016 – 2018'],
      ['Promotiemedewerker', 'Promo Team', '2015'],
      ['Vakkenvuller', 'Supermarkt Kees', '’14'],
    ]);
  });

  it('reads ISO year-month dates, and a job title in brackets after the employer', () => {
    expect(
      jobs(
        'EXPERIENCE\nPlatform Engineer, Datadog, Paris\n2019-03 – 2021-06\n• Kubernetes\nAirbus (Software Engineer), 2016–2019\n• Flight software',
      ),
    ).toEqual([
      ['Platform Engineer', 'Datadog', '2019-03 – 2021-06'],
      ['Software Engineer', 'Airbus', '2016–2019'],
    ]);
  });

  it('gives roles listed under one employer, named on a line of its own, that employer', () => {
    expect(
      jobs(
        [
          'EXPERIENCE',
          'Google, Zurich',
          'Senior Software Engineer\t2021 – Present',
          '• Led search infrastructure',
          'Software Engineer\t2018 – 2021',
          '• Built indexing',
          'Microsoft, Dublin',
          'Intern\t2017',
          '• Tools',
        ].join('\n'),
      ),
    ).toEqual([
      ['Senior Software Engineer', 'Google', '2021 – Present'],
      ['Software Engineer', 'Google', '2018 – 2021'],
      ['Intern', 'Microsoft', '2017'],
    ]);
  });

  it('opens an entry on its title line above a dated company line, as the first entry was laid out', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Verpleegkundige',
          'UMC Utrecht, 2015 - heden',
          '- Intensive care',
          'Leerling-verpleegkundige',
          'Antonius Ziekenhuis, 2012 - 2015',
          '- Stages',
        ].join('\n'),
      ),
    ).toEqual([
      ['Verpleegkundige', 'UMC Utrecht', '2015 - heden'],
      ['Leerling-verpleegkundige', 'Antonius Ziekenhuis', '2012 - 2015'],
    ]);
  });

  it("reads 'de … à …' as the whole period", () => {
    expect(jobs('EXPÉRIENCES\nChef de projet — Orange\nDe janvier 2019 à mars 2021\n• Pilotage')).toEqual([
      ['Chef de projet', 'Orange', 'De janvier 2019 à mars 2021'],
    ]);
  });

  it('keeps the parts of a line that prints its dates first, in columns', () => {
    expect(jobs('EXPERIENCE\n2020 – 2024\tFinancial Controller\tUnilever\n• Closing')).toEqual([
      ['Financial Controller', 'Unilever', '2020 – 2024'],
    ]);
  });

  it.each(['Professional background', 'Carrière', 'Stages'])('reads jobs under the heading %s', (heading) => {
    expect(jobs(`${heading}\nFinancial Analyst, Stripe, 2021 – present\n• Forecasts`)).toEqual([
      ['Financial Analyst', 'Stripe', '2021 – present'],
    ]);
  });

  it('tells a title from an employer in every trade, and in a Dutch compound', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'DECATHLON\tMars 2020 – Présent',
          'Responsable de rayon',
          '• Équipe de 6',
          'BOULANGER\tSept. 2017 – Févr. 2020',
          'Conseillère de vente',
          '• Vente',
        ].join('\n'),
      ),
    ).toEqual([
      ['Responsable de rayon', 'DECATHLON', 'Mars 2020 – Présent'],
      ['Conseillère de vente', 'BOULANGER', 'Sept. 2017 – Févr. 2020'],
    ]);
    expect(jobs('WERKERVARING\nGemeente Den Haag\nBeleidsadviseur\nfeb 2016 - aug 2019\n- Nota’s')).toEqual([
      ['Beleidsadviseur', 'Gemeente Den Haag', 'feb 2016 - aug 2019'],
    ]);
  });

  it("reads 'tot heden', an arrow and years cut to two digits as periods", () => {
    expect(
      jobs(
        [
          'EXPERIENCE',
          'Projectmanager, Philips\t2019 - tot heden',
          '• Releases',
          'Product Owner — Leboncoin\tMars 2021 → Aujourd’hui',
          '• Roadmap',
          "QA Engineer, Intercom\tJan '21 – Current",
          '• Tests',
        ].join('\n'),
      ),
    ).toEqual([
      ['Projectmanager', 'Philips', '2019 - tot heden'],
      ['Product Owner', 'Leboncoin', 'Mars 2021 → Aujourd’hui'],
      ['QA Engineer', 'Intercom', "Jan '21 – Current"],
    ]);
  });

  it('reads the title and employer on the next line when the first names a contract or a place', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCES',
          'Alternance — Chargée de communication',
          'Groupe SEB, Écully\tsept. 2022 – août 2024',
          '• Réseaux sociaux',
          'Barclays — London',
          'Business Analyst, 03/2020 – Present',
          '• Requirements',
        ].join('\n'),
      ),
    ).toEqual([
      ['Chargée de communication', 'Groupe SEB', 'sept. 2022 – août 2024'],
      ['Business Analyst', 'Barclays', '03/2020 – Present'],
    ]);
  });

  it('never takes a labelled line about the job for its employer', () => {
    expect(
      jobs(
        'EXPÉRIENCES\nConsultante SAP (indépendante)\t2019 – à ce jour\nClients : TotalEnergies, Safran\n• FI/CO',
      ),
    ).toEqual([['Consultante SAP (indépendante)', '', '2019 – à ce jour']]);
  });

  it('takes an undated entry’s first bullet for its dates when that is all it holds', () => {
    expect(
      jobs('EXPERIENCE\nSenior Backend Engineer | Monzo\n• Jan 2020 – present\n• Payments APIs'),
    ).toEqual([['Senior Backend Engineer', 'Monzo', 'Jan 2020 – present']]);
  });

  it('reads an undated entry after a dated one, from its own bullets', () => {
    const cv = [
      'EXPERIENCE',
      'Systems Administrator, Zillow\tJun 2018 – Feb 2021',
      '• Managed 300 Linux servers',
      'Volunteer IT Support, Seattle Public Library',
      '• Helped patrons with computers',
      'Key achievements: uptime 99.9 %',
      '• Automated backups',
    ].join('\n');
    expect(jobs(cv)).toEqual([
      ['Systems Administrator', 'Zillow', 'Jun 2018 – Feb 2021'],
      ['Volunteer IT Support', 'Seattle Public Library', null],
    ]);
  });

  it('keeps a firm named after its partners whole, and reads a school or a hospital as the employer', () => {
    expect(
      jobs(
        'EXPERIENCE\nSkadden, Arps, Slate, Meagher & Flom LLP, New York, NY\nCounsel, Mergers & Acquisitions, 2020 – Present\n• Deals',
      ),
    ).toEqual([
      ['Counsel, Mergers & Acquisitions', 'Skadden, Arps, Slate, Meagher & Flom LLP', '2020 – Present'],
    ]);
    expect(
      jobs(
        'EXPÉRIENCE\nÉcole maternelle Les Courtils, Vitré\nProfesseure des écoles\n2016 – 2020\n• Classe de MS',
      ),
    ).toEqual([['Professeure des écoles', 'École maternelle Les Courtils', '2016 – 2020']]);
  });

  it('keeps a title that goes on after a dash in lower case whole, and a lower-case brand as the employer', () => {
    expect(
      jobs(
        'EXPÉRIENCE\nÉcole élémentaire Jules Ferry, Rennes\nProfesseure des écoles – classe de CM1/CM2\n2016 – 2020\n• Projets\nData Engineer — bol.com\t2020 – heden\n• Pipelines',
      ),
    ).toEqual([
      ['Professeure des écoles – classe de CM1/CM2', 'École élémentaire Jules Ferry', '2016 – 2020'],
      ['Data Engineer', 'bol.com', '2020 – heden'],
    ]);
  });

  it('keeps a title’s unit after its comma when the employer has a line of its own, and a town apart', () => {
    expect(
      jobs(
        [
          'EXPERIENCE',
          'Mater Misericordiae University Hospital, Dublin\t2004 – 2009',
          'Staff Nurse, Coronary Care Unit',
          '- Cared for patients',
        ].join('\n'),
      ),
    ).toEqual([
      ['Staff Nurse, Coronary Care Unit', 'Mater Misericordiae University Hospital', '2004 – 2009'],
    ]);
    expect(jobs('WERKERVARING\nDura Vermeer, Hengelo\nWerkvoorbereider\t2000 - 2004\n- Planning')).toEqual([
      ['Werkvoorbereider', 'Dura Vermeer', '2000 - 2004'],
    ]);
  });

  it('reads titles of more trades and public service', () => {
    expect(
      jobs(
        'WORK EXPERIENCE\nHM Treasury, London — Senior Policy Adviser (Grade 7) — October 2020 to present\n• Budget\nCrediteurenadministrateur | Coolblue, Rotterdam\tjan 2021 – heden\n• Facturen',
      ),
    ).toEqual([
      ['Senior Policy Adviser (Grade 7)', 'HM Treasury', 'October 2020 to present'],
      ['Crediteurenadministrateur', 'Coolblue', 'jan 2021 – heden'],
    ]);
  });

  it('reads an employer named in brackets after the title, and never "Education" as a title', () => {
    expect(
      jobs(
        'EXPERIENCE\nManutentionnaire intérimaire (Adecco)\t2010 – 2014\n• Chargement\nDepartment for Education — Policy Adviser (SEO) — March 2017 to September 2020\n• Legislation',
      ),
    ).toEqual([
      ['Manutentionnaire intérimaire', 'Adecco', '2010 – 2014'],
      ['Policy Adviser (SEO)', 'Department for Education', 'March 2017 to September 2020'],
    ]);
  });

  it('ends an entry without bullets where the next employer line opens, never giving it the one above', () => {
    expect(
      jobs(
        [
          'ERVARING',
          'BAM Bouw en Techniek, Zwolle',
          'Uitvoerder\t2014 - heden',
          '* Leiding over de bouwplaats',
          'Dura Vermeer, Hengelo',
          'Werkvoorbereider\t2008 - 2014',
          'Timmerbedrijf Koster, Kampen',
          'Timmerman\t1999 - 2008',
        ].join('\n'),
      ),
    ).toEqual([
      ['Uitvoerder', 'BAM Bouw en Techniek', '2014 - heden'],
      ['Werkvoorbereider', 'Dura Vermeer', '2008 - 2014'],
      ['Timmerman', 'Timmerbedrijf Koster', '1999 - 2008'],
    ]);
  });

  it('reads an employer written with its place, then a title of words no list holds, on a line of its own', () => {
    expect(
      jobs(
        [
          'EXPERIENCE',
          'Harbour Stoneworks, Leeds',
          'Stonemason',
          '2018 – 2022',
          '• Restored the east front of the cathedral',
          'Saint Anselm College at Bedford',
          'Visiting Tutor in Drawing',
          '2015 – 2018',
          '• Taught life drawing',
        ].join('\n'),
      ),
    ).toEqual([
      ['Stonemason', 'Harbour Stoneworks', '2018 – 2022'],
      ['Visiting Tutor in Drawing', 'Saint Anselm College', '2015 – 2018'],
    ]);
  });

  it('keeps how a job was held, in brackets, with its title', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Podiumtechnicus (jobstudent)\tzomers 2011 – 2013',
          'Poppodium Luxor, Arnhem',
          '• Licht en geluid opbouwen',
        ].join('\n'),
      ),
    ).toEqual([['Podiumtechnicus (jobstudent)', 'Poppodium Luxor', 'zomers 2011 – 2013']]);
  });

  it('reads a ward after the title’s comma as part of the role, and a staff bank as how it was held: the hospital is below', () => {
    expect(
      jobs(
        [
          'EMPLOYMENT HISTORY',
          'Senior Healthcare Assistant, Ward 14 – Elderly Care\tMar 2021 – Present',
          'Leeds General Hospital (NHS) · Leeds',
          '▸ Personal care and observations for 28 patients',
          'Healthcare Assistant, Bank Staff\tJun 2019 – Feb 2021',
          'Leeds General Hospital (NHS) · Leeds',
          '▸ Shifts across medical and surgical wards',
        ].join('\n'),
      ),
    ).toEqual([
      [
        'Senior Healthcare Assistant, Ward 14 – Elderly Care',
        'Leeds General Hospital (NHS)',
        'Mar 2021 – Present',
      ],
      ['Healthcare Assistant', 'Leeds General Hospital (NHS)', 'Jun 2019 – Feb 2021'],
    ]);
  });

  it('keeps an employer named after a ward and another comma', () => {
    expect(
      jobs(
        ['EXPERIENCE', 'Staff Nurse, Ward 5, St James’s Hospital\t2018 – 2021', '• Night shifts'].join('\n'),
      )[0]?.[1],
    ).toBe('St James’s Hospital');
  });

  it('reads jobs grouped under the year they started, each with its own period below', () => {
    expect(
      jobs(
        [
          'MON PARCOURS',
          '2021\tChef de partie',
          'Restaurant Le Belvédère · Talloires',
          'depuis avril 2021',
          '• Poste chaud et garde-manger',
          '2018',
          'Demi-chef de partie',
          'Hôtel des Aravis · La Clusaz',
          'déc. 2018 – mars 2021',
          '• Saisons d’hiver et d’été',
          'Cuisinier extra (week-ends)',
          'Traiteur Saveurs du Lac · Annecy',
          '2018 – 2019',
          '• Mariages et banquets',
        ].join('\n'),
      ),
    ).toEqual([
      ['Chef de partie', 'Restaurant Le Belvédère', 'depuis avril 2021'],
      ['Demi-chef de partie', 'Hôtel des Aravis', 'déc. 2018 – mars 2021'],
      ['Cuisinier extra (week-ends)', 'Traiteur Saveurs du Lac', '2018 – 2019'],
    ]);
  });

  it('keeps a year alone as the period of a job dated by it only', () => {
    expect(
      jobs(
        ['EXPÉRIENCE', '2019', 'Stage de fin d’études', 'Atelier Mécanique Dupuis', '• Révisions'].join('\n'),
      ),
    ).toEqual([['Stage de fin d’études', 'Atelier Mécanique Dupuis', '2019']]);
  });

  it('reads an employer on its own line after the last job’s bullets as heading the dated roles below it', () => {
    expect(
      jobs(
        [
          'EXPERIENCE',
          'Isla Robertson Photography, Glasgow\t2019 – present',
          'Freelance photographer',
          '· Editing and delivery of 200+ shoots a year',
          'The Clydeside Herald, Glasgow',
          'Staff Photographer\t2015 – 2019',
          '· News, sport and features',
          'Picture Desk Assistant\t2013 – 2015',
          '· Archive, captions and wire selection',
        ].join('\n'),
      ),
    ).toEqual([
      ['Freelance photographer', 'Isla Robertson Photography', '2019 – present'],
      ['Staff Photographer', 'The Clydeside Herald', '2015 – 2019'],
      ['Picture Desk Assistant', 'The Clydeside Herald', '2013 – 2015'],
    ]);
  });

  it('reads an undated job written as the dated one above it as a job of its own, and a field after a title’s comma as the title’s', () => {
    expect(
      jobs(
        [
          'EMPLOYMENT HISTORY',
          'Edgbaston General Hospital, Birmingham — Staff Nurse, Cardiology\tSep 2017 – Mar 2021',
          '– Care of patients after PCI',
          'Edgbaston General Hospital, Birmingham — Healthcare Assistant\t2012 – 2013',
          'Highgate Pharmacy — Counter Assistant (Saturday job)',
        ].join('\n'),
      ),
    ).toEqual([
      ['Staff Nurse, Cardiology', 'Edgbaston General Hospital', 'Sep 2017 – Mar 2021'],
      ['Healthcare Assistant', 'Edgbaston General Hospital', '2012 – 2013'],
      ['Counter Assistant (Saturday job)', 'Highgate Pharmacy', null],
    ]);
  });

  it('reads an undated job without bullets apart from the dated job written the same way below it', () => {
    expect(
      jobs(
        [
          'ERVARING',
          'Financieel administratief medewerker | Accountancy Genk',
          '2013 – 2014 | Roeselare',
          '* Loonadministratie voor 12 werknemers',
          'Medewerker crediteurenadministratie | De Smet & Partners',
          'Interim',
          'Administratief medewerker boekhouding | Boekhoudkantoor Wouters',
          '2006 – 2009',
          'Tijdelijk contract',
        ].join('\n'),
      ),
    ).toEqual([
      ['Financieel administratief medewerker', 'Accountancy Genk', '2013 – 2014'],
      ['Medewerker crediteurenadministratie', 'De Smet & Partners', null],
      ['Administratief medewerker boekhouding', 'Boekhoudkantoor Wouters', '2006 – 2009'],
    ]);
  });

  it('keeps an employer under its town’s line: a name over its place opens no entry of its own', () => {
    expect(
      jobs(['ERVARING', 'Bakkerij Claes | Lier', 'Verkoper | Voltijds', '2019 – 2021', '• Kassa'].join('\n')),
    ).toEqual([['Verkoper', 'Bakkerij Claes', '2019 – 2021']]);
  });

  it('reads a name opening on its particle after the title’s comma as the employer', () => {
    expect(
      jobs(
        ['ERVARING', 'Boekhoudkundig medewerker, van Leeuwen Accountants B.V.\t2016 — 2020', '• Btw'].join(
          '\n',
        ),
      ),
    ).toEqual([['Boekhoudkundig medewerker', 'van Leeuwen Accountants B.V.', '2016 — 2020']]);
  });

  it('reads an employer whose name opens on its particle over an undated job, its title one word', () => {
    expect(
      jobs(
        [
          'WERKERVARINGEN',
          'Bouwbedrijf Bos B.V. — Leeuwarden',
          'Projectleider bouw',
          '2022-03 - heden',
          '• Opvolgen van 30 werven tegelijk',
          'de Groot Elektro — Breda',
          'Loodgieter-verwarmer',
          'Deeltijds (4/5)',
          '• 14% minder bouwafval',
          'Allround elektricien',
          '2018-02 - 2018-08',
          'Storten van vloerplaten.',
        ].join('\n'),
      ),
    ).toEqual([
      ['Projectleider bouw', 'Bouwbedrijf Bos B.V.', '2022-03 - heden'],
      ['Loodgieter-verwarmer', 'de Groot Elektro', null],
      ['Allround elektricien', 'de Groot Elektro', '2018-02 - 2018-08'],
    ]);
  });

  it('takes no class’s code after a comma for the employer: the school is on the next line', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'Professeure des écoles, CM1-CM2',
          'École élémentaire Jules-Ferry, Tours',
          'De septembre 2020 à aujourd’hui',
          '• Classe de 26 élèves',
        ].join('\n'),
      )[0]?.[1],
    ).toBe('École élémentaire Jules-Ferry');
  });

  it('puts « Freelance » in the employer’s place of a job held for oneself, not of a role under an employer', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Backend-ontwikkelaar | Noordlicht B.V. | 09-2020 / heden',
          '• API’s in .NET',
          'Webontwikkelaar | Freelance | 01-2019 / 08-2020',
          '• Webshops voor lokale ondernemers',
        ].join('\n'),
      ),
    ).toEqual([
      ['Backend-ontwikkelaar', 'Noordlicht B.V.', '09-2020 / heden'],
      ['Webontwikkelaar', 'Freelance', '01-2019 / 08-2020'],
    ]);
    expect(
      jobs(
        [
          'EXPERIENCE',
          'OAKFIELD FOODS LTD',
          'Management Accountant | Jan 2014 – Jul 2016',
          '• Month-end close',
          'Accounts Assistant | Aug 2012 – Dec 2013',
          'Freelance',
          '• Drafted statutory accounts',
        ].join('\n'),
      ),
    ).toEqual([
      ['Management Accountant', 'OAKFIELD FOODS LTD', 'Jan 2014 – Jul 2016'],
      ['Accounts Assistant', 'OAKFIELD FOODS LTD', 'Aug 2012 – Dec 2013'],
    ]);
  });

  it('takes no firm in bold and no town before a state’s code for the title of roles under one employer', () => {
    expect(
      jobs(
        [
          'PROFESSIONAL EXPERIENCE',
          '**Hartwell & Ruiz LLP — Cincinnati, OH**',
          'Audit Senior · SEP 2017 – DEC 2018',
          '• Led fieldwork for manufacturing clients',
          '**Audit Associate · SEP 2015 – AUG 2017**',
          '• Tested revenue and inventory controls',
        ].join('\n'),
      ),
    ).toEqual([
      ['Audit Senior', 'Hartwell & Ruiz LLP', 'SEP 2017 – DEC 2018'],
      ['Audit Associate', 'Hartwell & Ruiz LLP', 'SEP 2015 – AUG 2017'],
    ]);
  });

  it('keeps brackets in the title when the employer stands beside it', () => {
    expect(
      jobs(
        [
          'CAREER HISTORY',
          'September 2019 – present',
          'Housing Officer (Tenancy Management) — Cardiff Council',
          '• Managed 420 tenancies',
          'March 2017 – August 2019',
          'Warehouse Operative (Adecco)',
          '• Picked 140 lines an hour',
        ].join('\n'),
      ),
    ).toEqual([
      ['Housing Officer (Tenancy Management)', 'Cardiff Council', 'September 2019 – present'],
      ['Warehouse Operative', 'Adecco', 'March 2017 – August 2019'],
    ]);
  });

  it('reads the role before « bij / at / chez » whatever its words, its town on the next line', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Receptiemedewerker bij Hostel De Wadden\t2020 – 2022',
          'Den Helder',
          '• Balie, telefoon en kassa',
          'Bediening bij Restaurant Zeezicht\tzomer 2019',
          'Bergen aan Zee',
          '• Bedienen op het terras',
        ].join('\n'),
      ),
    ).toEqual([
      ['Receptiemedewerker', 'Hostel De Wadden', '2020 – 2022'],
      ['Bediening', 'Restaurant Zeezicht', 'zomer 2019'],
    ]);
  });

  it('takes no place and no contract for an employer: a second role keeps the employer above it', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Reisbureau Van Dam - Utrecht',
          'Reisadviseur',
          '2024',
          '• Offertes opstellen',
          '',
          'Baliemedewerker',
          '2022 - 2024',
          'Interim',
          '• Klanten ontvangen',
        ].join('\n'),
      ),
    ).toEqual([
      ['Reisadviseur', 'Reisbureau Van Dam', '2024'],
      ['Baliemedewerker', 'Reisbureau Van Dam', '2022 - 2024'],
    ]);
  });

  it('reads a Dutch compound naming a firm as the employer, whatever title word it starts with', () => {
    expect(
      jobs(
        'WERKERVARING\nAdministratiekantoor Visser — Zwolle\nLoonadministrateur\n2016 - 2020\n- Salarissen',
      ),
    ).toEqual([['Loonadministrateur', 'Administratiekantoor Visser', '2016 - 2020']]);
  });

  it('keeps a name whose particle is in lower case as the employer, and a contract line out of the title', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Loodgieter — van der Linden Installatietechniek',
          '2019 - 2023',
          '- Cv-ketels vervangen',
          'Deeltijds (4/5)',
          'Monteur',
          '2016 - 2019',
          '- Onderhoud',
        ].join('\n'),
      ),
    ).toEqual([
      ['Loodgieter', 'van der Linden Installatietechniek', '2019 - 2023'],
      ['Monteur', '', '2016 - 2019'],
    ]);
  });

  it('reads the second-level items of a text copied from Word, before a figure or a quotation too', () => {
    const text = [
      'Ilse Peeters',
      'Verkoopster',
      'WERKERVARING',
      'Verkoopster — Tuinwereld Gent',
      '2021 - 2024',
      'o Kassawerk voor 140 klanten per dag',
      'o „Medewerker van de maand” in 2023',
      'o 12% meer omzet op de afdeling',
    ].join('\n');
    expect(parseCv(text).experience[0]!.description).toEqual([
      'Kassawerk voor 140 klanten per dag',
      '„Medewerker van de maand” in 2023',
      '12% meer omzet op de afdeling',
    ]);
  });

  it('reads a table typed with tabs under a row naming its columns, one job a row', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Periode\tFunctie\tWerkgever',
          'mrt. 2019 – heden\tObjectbeveiliger\tWachtpost Beveiliging',
          '2016 – 2019\tWinkelsurveillant\tProtecta Retail',
        ].join('\n'),
      ),
    ).toEqual([
      ['Objectbeveiliger', 'Wachtpost Beveiliging', 'mrt. 2019 – heden'],
      ['Winkelsurveillant', 'Protecta Retail', '2016 – 2019'],
    ]);
  });

  it('reads jobs listed as dated bullets, each with its details as plain lines under it', () => {
    expect(
      jobs(
        [
          'ERVARING',
          '* Kok bij Brasserie Het Anker, Utrecht (mei 2021 - heden)',
          '  Koude keuken en lunchkaart.',
          '* Ober bij Strandpaviljoen Noord (zomer 2018)',
          '  Bediening op het terras.',
        ].join('\n'),
      ),
    ).toEqual([
      ['Kok', 'Brasserie Het Anker', 'mei 2021 - heden'],
      ['Ober', 'Strandpaviljoen Noord', 'zomer 2018'],
    ]);
  });

  it('reads the next employer in capitals once the first was named in capitals before its place', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'AEROSUD — Blagnac',
          'Ingénieure industrialisation',
          'sept. 2019 – aujourd’hui',
          '▪ Gammes de fabrication',
          '',
          'MÉCANOVA',
          'Ingénieure conception',
          'janv. 2016 – août 2019',
          '▪ Outillages sous CATIA',
        ].join('\n'),
      ),
    ).toEqual([
      ['Ingénieure industrialisation', 'AEROSUD', 'sept. 2019 – aujourd’hui'],
      ['Ingénieure conception', 'MÉCANOVA', 'janv. 2016 – août 2019'],
    ]);
  });

  it('reads a legal form opening a name after a comma, and seasons over several years', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          '2011 – 2016 : Plombier, SARL Thermique Lebon',
          '- Chauffage',
          'Étés 2006 et 2007 : Caissière, Supermarché des Dunes',
          '- Caisse',
        ].join('\n'),
      ),
    ).toEqual([
      ['Plombier', 'SARL Thermique Lebon', '2011 – 2016'],
      ['Caissière', 'Supermarché des Dunes', 'Étés 2006 et 2007'],
    ]);
  });

  it('reads an undated job named with its employer, its place on the next line, after another job', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Uitvoerder bij Bouwbedrijf Dupont NV',
          'Nov. 2024 - vandaag',
          '* Werfleiding',
          'Bouwvakker bij Aannemersbedrijf Hendriks & Zn.',
          'Arnhem, Nederland',
          '* Funderingen uitzetten',
        ].join('\n'),
      ),
    ).toEqual([
      ['Uitvoerder', 'Bouwbedrijf Dupont NV', 'Nov. 2024 - vandaag'],
      ['Bouwvakker', 'Aannemersbedrijf Hendriks & Zn.', null],
    ]);
  });

  it('reads "to date" and a season’s job as periods', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCE',
          'Restaurant Manager — Harbour Grill',
          'From January 2021 to date',
          '• Team of 12',
          'Préparateur de commandes — Plateforme Frais Caen',
          'Saison d’été 2019',
          '• Préparation vocale',
        ].join('\n'),
      ).map((job) => job[2]),
    ).toEqual(['From January 2021 to date', 'Saison d’été 2019']);
  });

  it('reads the last job of the section, undated and without bullets, as a job of its own', () => {
    expect(
      jobs(
        [
          'WERKERVARING',
          'Notariskantoor Peeters | Brugge',
          'Jurist',
          '2023-05 – 2024-03',
          '• Akten opstellen',
          'Verzekeringen Lambrecht | Kortrijk',
          'Notarieel medewerker',
        ].join('\n'),
      ),
    ).toEqual([
      ['Jurist', 'Notariskantoor Peeters', '2023-05 – 2024-03'],
      ['Notarieel medewerker', 'Verzekeringen Lambrecht', null],
    ]);
  });

  it('reads an employer with its place in brackets, its roles below with their dates after a tab, whatever their words', () => {
    expect(
      jobs(
        [
          'ERVARING',
          'Tuincentrum Groenhof (Mechelen, Nekkerspoel)',
          'Verantwoordelijke afdeling planten\tsinds 2022',
          '• Bestellingen en ploegplanning',
          'Kassamedewerker\t2019 – 2022',
          '• Kassa en klantenonthaal',
          'Bakkerij Wouters (Kortrijk)\t2016 – 2019',
          'Verkoopster',
          '• Broodafdeling en bestellingen',
        ].join('\n'),
      ),
    ).toEqual([
      ['Verantwoordelijke afdeling planten', 'Tuincentrum Groenhof', 'sinds 2022'],
      ['Kassamedewerker', 'Tuincentrum Groenhof', '2019 – 2022'],
      ['Verkoopster', 'Bakkerij Wouters', '2016 – 2019'],
    ]);
  });

  it('reads an overseas region after the employer as its place, the line below as the role', () => {
    expect(
      jobs(
        [
          'EXPÉRIENCES',
          'Leader Hyper Saint-Pierre – La Réunion',
          '2012 – 2016',
          'Employée de rayon',
          '• Réception des livraisons',
        ].join('\n'),
      ),
    ).toEqual([['Employée de rayon', 'Leader Hyper Saint-Pierre', '2012 – 2016']]);
  });
});
