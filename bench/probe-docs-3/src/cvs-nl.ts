import type { Cv, Headings } from './cv';

/** Ten invented Dutch and Flemish CVs (people, employers, phones and e-mails invented; towns real). */

const H: Headings = {
  profile: 'Profiel',
  experience: 'Werkervaring',
  education: 'Opleiding',
  skills: 'Vaardigheden',
  languages: 'Talen',
  certifications: 'Certificaten',
  interests: 'Hobby’s',
};

export const CVS_NL: Cv[] = [
  {
    id: 'cv-nl-verpleegkundige',
    lang: 'nl',
    set: 'held-out',
    design: 'timeline-dots',
    name: 'Sanne de Wit',
    title: 'Verpleegkundige niveau 4',
    contacts: ['06-48 21 93 07', 'sanne.dewit@example.nl', 'Zwolle'],
    profile:
      'Betrokken verpleegkundige met ervaring in de wijk en op de longafdeling. Ik werk zelfstandig, houd overzicht en zorg dat de cliënt zich gehoord voelt.',
    headings: { ...H, experience: 'Loopbaan', certifications: 'Scholing', interests: undefined },
    jobs: [
      {
        company: 'Thuiszorg IJsselland',
        position: 'Wijkverpleegkundige',
        period: 'sinds 2022',
        place: 'Zwolle-Zuid',
        bullets: [
          'Indiceren en plannen van zorg voor 45 cliënten',
          'Wondzorg, stomazorg en palliatieve zorg',
          'Overleg met huisartsen en casemanagers dementie',
        ],
      },
      {
        company: 'Isala Ziekenhuis',
        position: 'Verpleegkundige longziekten',
        period: '2018 t/m 2021',
        place: 'Zwolle',
        bullets: ['Zorg voor patiënten met COPD en longkanker', 'Werkbegeleider voor leerlingen'],
      },
      {
        company: 'Zorggroep De Vecht',
        position: 'Leerling-verpleegkundige (BBL)',
        period: '2015 t/m 2018',
        place: 'Dalfsen',
        bullets: ['Werken en leren op de psychogeriatrische afdeling'],
      },
    ],
    education: [
      {
        degree: 'MBO Verpleegkundige niveau 4 (BBL)',
        institution: 'Deltion College',
        period: '2018',
        place: 'Zwolle',
        details: [],
      },
    ],
    certifications: ['BIG-registratie (2018)', 'Palliatieve zorg basis (2023)', 'Reanimatie en AED (2024)'],
    skills: ['Wondzorg', 'Indiceren', 'Nedap Ons', 'Klinisch redeneren'],
    languages: ['Nederlands', 'Engels', 'Duits (basis)'],
    offer: `Wijkverpleegkundige niveau 4/5 – Zorgkracht Salland, Deventer
24–32 uur per week, contract voor onbepaalde tijd.
Wat ga je doen?
- je verleent verpleegkundige zorg bij cliënten thuis;
- je stelt zorgplannen op en evalueert ze met de cliënt;
- je werkt samen met huisartsen, fysiotherapeuten en mantelzorgers;
- je begeleidt leerlingen en collega’s niveau 3.
Wie ben jij?
- mbo- of hbo-verpleegkundige met BIG-registratie;
- ervaring in de wijk of het ziekenhuis;
- rijbewijs B.
Wij bieden: salaris volgens cao VVT, reiskosten, scholingsbudget.`,
  },
  {
    id: 'cv-nl-installatiemonteur',
    lang: 'nl',
    set: 'tuning',
    design: 'dark-header-two-col',
    name: 'Ruben van der Meer',
    title: 'Eerste monteur installatietechniek',
    contacts: ['06-21 57 84 30', 'ruben.vdmeer@example.nl', 'Amersfoort'],
    profile:
      'Allround installatiemonteur voor water, gas, cv en warmtepompen. Zelfstandig op de bus, netjes bij de klant en altijd veilig.',
    headings: { ...H, experience: 'Ervaring', certifications: 'Certificaten', interests: 'Hobby’s' },
    jobs: [
      {
        company: 'Klimaat & Comfort Eemland',
        position: 'Eerste monteur warmtepompen',
        period: 'mei 2021 - heden',
        place: 'Amersfoort',
        bullets: [
          'Plaatsen en inregelen van hybride en all-electric warmtepompen',
          'Storingsdienst één week per maand',
          'Begeleiden van een leerling-monteur',
        ],
      },
      {
        company: 'Installatiebedrijf Kok',
        position: 'Monteur cv en sanitair',
        period: 'aug. 2016 - apr. 2021',
        place: 'Leusden',
        bullets: ['Badkamers en cv-ketels bij particulieren', 'Gasleidingen aanleggen en keuren'],
      },
      {
        company: 'Installatiebedrijf Kok',
        position: 'Leerling-monteur (BBL)',
        period: 'sep. 2013 - jul. 2016',
        place: 'Leusden',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'MBO Eerste Monteur Woning (niveau 3)',
        institution: 'ROC Midden Nederland',
        period: '2016',
        place: 'Amersfoort',
        details: [],
      },
    ],
    certifications: ['VCA Basis', 'F-gassen categorie 1', 'NEN 1078 gas', 'Rijbewijs B/E'],
    skills: ['Warmtepompen', 'Cv-ketels', 'Solderen en persen', 'Storingsanalyse', 'Tekeninglezen'],
    languages: ['Nederlands', 'Engels'],
    interests: ['Mountainbiken', 'voetbal'],
    offer: `Servicemonteur warmtepompen – Warmte Nu B.V., regio Utrecht/Amersfoort
Fulltime, vaste baan bij goed functioneren, eigen servicebus.
Wat ga je doen?
- onderhoud en storingen aan warmtepompen en cv-installaties;
- inregelen en opleveren van nieuwe installaties;
- klanten uitleg geven over hun systeem;
- deelnemen aan de storingsdienst.
Wat vragen wij?
- mbo niveau 3 installatietechniek;
- ervaring met warmtepompen, F-gassen certificaat;
- VCA en rijbewijs B.`,
  },
  {
    id: 'cv-nl-boekhouder',
    lang: 'nl',
    set: 'tuning',
    design: 'modern-smallcaps',
    name: 'Ingrid Mulder-Bakker',
    title: 'Financieel administratief medewerker',
    contacts: ['06-73 02 16 48', 'ingrid.mulder@example.nl', 'Apeldoorn'],
    profile:
      'Ervaren boekhouder in het mkb en bij een accountantskantoor. Nauwkeurig tot op de cent, prettig in contact met ondernemers.',
    headings: { ...H, experience: 'Werkervaring', certifications: 'Cursussen' },
    jobs: [
      {
        company: 'Van Dalen Accountants',
        position: 'Assistent-accountant',
        period: 'sinds maart 2019',
        place: 'Apeldoorn',
        bullets: [
          'Jaarrekeningen en btw-aangiften voor 60 mkb-klanten',
          'Inrichten van administraties in Exact Online',
          'Eerste aanspreekpunt voor ondernemers',
        ],
      },
      {
        company: 'Van Dalen Accountants',
        position: 'Administratief medewerker',
        period: '2016 – 2019',
        place: 'Apeldoorn',
        bullets: ['Boekingen, bankmutaties en debiteurenbeheer'],
      },
      {
        company: 'Bouwbedrijf Hendriks',
        position: 'Boekhouder (parttime)',
        period: '2011 – 2016',
        place: 'Deventer',
        bullets: ['Crediteurenadministratie en loonstroken voor 25 medewerkers'],
      },
      {
        company: 'Thuis voor de kinderen',
        position: 'Ouderschapsverlof',
        period: '2009 – 2011',
        place: null,
        bullets: [],
      },
    ],
    education: [
      { degree: 'SPD Bedrijfsadministratie', institution: 'NCOI', period: '2018', place: null, details: [] },
      {
        degree: 'MBO Financiële beroepen (niveau 4)',
        institution: 'Aventus',
        period: '2008',
        place: 'Apeldoorn',
        details: [],
      },
    ],
    certifications: ['Exact Online Expert (2021)', 'Excel gevorderd (2020)'],
    skills: ['Exact Online', 'Twinfield', 'Btw-aangiften', 'Jaarrekening', 'Excel'],
    languages: ['Nederlands', 'Engels', 'Duits'],
    notes: 'The author lists her parental leave as an entry in the work history.',
    unclear: [
      'experiences[3] (parental leave printed as an entry, with no employer: one may read it as no job)',
    ],
    offer: `Allround boekhouder (32–36 uur) – Accountantskantoor Van Loon & Partners, Apeldoorn
Wij zoeken een zelfstandige boekhouder voor onze mkb-klanten.
Jouw taken:
- verzorgen van de financiële administratie van klanten;
- opstellen van btw-aangiften en kwartaalrapportages;
- voorbereiden van jaarrekeningen voor de accountant;
- contact met ondernemers over hun administratie.
Jouw profiel:
- mbo 4 of SPD Bedrijfsadministratie;
- minimaal 5 jaar ervaring, bij voorkeur op een accountantskantoor;
- kennis van Exact Online of Twinfield.
Wij bieden een goed salaris, 27 vakantiedagen en thuiswerkmogelijkheden.`,
  },
  {
    id: 'cv-nl-maatschappelijk-werker',
    lang: 'nl',
    set: 'held-out',
    design: 'icon-rail',
    name: 'Lotte Vermeulen',
    title: 'Maatschappelijk werker',
    contacts: ['0478 33 51 26', 'lotte.vermeulen@example.be', 'Gent'],
    profile:
      'Maatschappelijk werker met ervaring in het OCMW en in een CAW. Ik zoek samen met mensen naar oplossingen voor schulden, wonen en werk.',
    headings: {
      ...H,
      profile: 'Over mij',
      experience: 'Beroepservaring',
      certifications: undefined,
      interests: 'Vrije tijd',
    },
    jobs: [
      {
        company: 'OCMW Gent',
        position: 'Maatschappelijk werker sociale dienst',
        period: 'sinds september 2019',
        place: 'Gent',
        bullets: [
          'Onderzoek en opvolging van leefloondossiers',
          'Budgetbegeleiding en schuldbemiddeling',
          'Huisbezoeken en netwerkoverleg',
        ],
      },
      {
        company: 'CAW Oost-Vlaanderen',
        position: 'Begeleider thuislozenzorg',
        period: '2016 tot 2019',
        place: 'Gent',
        bullets: ['Begeleiding van 20 cliënten in de nachtopvang', 'Doorverwijzing naar wonen en werk'],
      },
      {
        company: 'Jeugdhuis De Sleutel',
        position: 'Jeugdwerker (halftijds)',
        period: '2014 tot 2016',
        place: 'Eeklo',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Bachelor Sociaal Werk',
        institution: 'Hogeschool Gent',
        period: '2011 – 2014',
        place: null,
        details: ['Stage bij het OCMW van Eeklo'],
      },
    ],
    certifications: [],
    skills: ['Schuldbemiddeling', 'Motiverende gespreksvoering', 'Sociale wetgeving', 'Registratie in Vlas'],
    languages: ['Nederlands', 'Frans', 'Engels'],
    interests: ['Koken voor vrienden', 'fotografie'],
    offer: `Maatschappelijk werker – Sociaal Huis Lokeren
Voltijds, contract van onbepaalde duur, barema B1-B3.
Wat doe je?
- je begeleidt cliënten met vragen rond inkomen, schulden en huisvesting;
- je voert sociale onderzoeken en schrijft verslagen voor het bijzonder comité;
- je werkt samen met partners in het netwerk (CAW, VDAB, huisartsen);
- je volgt de sociale wetgeving op.
Wie zoeken we?
- een bachelor sociaal werk of gelijkwaardig;
- ervaring met budgetbegeleiding of schuldbemiddeling is een troef;
- empathie en een sterke schrijfvaardigheid.`,
  },
  {
    id: 'cv-nl-software-ontwikkelaar',
    lang: 'nl',
    set: 'tuning',
    design: 'ats-plain',
    name: 'Daan Hoekstra',
    title: 'Backend-ontwikkelaar',
    contacts: ['06-19 47 60 25', 'daan.hoekstra@example.nl', 'Groningen'],
    profile:
      'Backend-ontwikkelaar met C# en .NET, sinds kort ook Go. Houdt van nette code, goede tests en korte lijnen met gebruikers.',
    headings: {
      ...H,
      profile: 'PROFIEL',
      experience: 'WERKERVARING',
      education: 'OPLEIDING',
      skills: 'VAARDIGHEDEN',
      languages: 'TALEN',
      certifications: 'CERTIFICATEN',
    },
    jobs: [
      {
        company: 'Noordlicht Software B.V.',
        position: 'Medior backend-ontwikkelaar',
        period: '09-2020 / heden',
        place: 'Groningen',
        bullets: [
          'API’s in .NET 8 voor een planningsplatform in de thuiszorg',
          'Migratie van SQL Server naar PostgreSQL',
          'Code reviews en pair programming in een team van 7',
        ],
      },
      {
        company: 'Freelance',
        position: 'Webontwikkelaar',
        period: '01-2019 / 08-2020',
        place: null,
        bullets: ['Webshops en koppelingen voor lokale ondernemers'],
      },
      {
        company: 'Hanzehogeschool Groningen',
        position: 'Afstudeerstagiair',
        period: '02-2018 / 07-2018',
        place: 'Groningen',
        bullets: ['Prototype voor roosterplanning met constraint solving'],
      },
    ],
    education: [
      {
        degree: 'HBO-ICT, Software Engineering',
        institution: 'Hanzehogeschool Groningen',
        period: '2014 – 2018',
        place: null,
        details: [],
      },
    ],
    certifications: ['Microsoft Certified: Azure Developer Associate'],
    skills: ['C#', '.NET', 'Go', 'PostgreSQL', 'Docker', 'Azure DevOps'],
    languages: ['Nederlands', 'Fries', 'Engels'],
    offer: `Senior .NET-ontwikkelaar – Waddenzorg ICT, Groningen
32–40 uur, hybride werken.
Je bouwt mee aan ons cliëntplatform voor zorgorganisaties in Noord-Nederland.
Wat ga je doen?
- ontwerpen en bouwen van API’s in C# en .NET;
- verbeteren van de datalaag (PostgreSQL);
- meedenken over architectuur en testautomatisering;
- junior collega’s begeleiden.
Wat breng je mee?
- hbo-werk- en denkniveau;
- minimaal 4 jaar ervaring met C#/.NET;
- ervaring met Azure en CI/CD.`,
  },
  {
    id: 'cv-nl-muziekdocent',
    lang: 'nl',
    set: 'tuning',
    design: 'css-grid-reversed',
    name: 'Joris Claeys',
    title: 'Muzikant en muziekdocent (gitaar)',
    contacts: ['0496 12 70 88', 'joris.claeys@example.be', 'Leuven'],
    profile:
      'Gitarist en docent. Lesgeven in het deeltijds kunstonderwijs combineer ik met optredens, studiowerk en workshops voor jongeren.',
    headings: {
      ...H,
      profile: 'Wie ben ik',
      experience: 'Ervaring',
      certifications: undefined,
      interests: 'Interesses',
    },
    jobs: [
      {
        company: 'Academie voor Muziek en Woord Leuven',
        position: 'Leraar gitaar (deeltijds kunstonderwijs)',
        period: 'sinds 2019',
        place: 'Leuven',
        bullets: [
          'Individuele les en samenspel voor 34 leerlingen',
          'Organisatie van de jaarlijkse gitaarnamiddag',
        ],
      },
      {
        company: 'Academie Aarschot',
        position: 'Leraar gitaar (interim)',
        period: '2018 – 2019',
        place: 'Aarschot',
        bullets: [],
      },
      {
        company: 'Zelfstandige in bijberoep',
        position: 'Sessiemuzikant en arrangeur',
        period: 'sinds 2015',
        place: null,
        bullets: ['Opnames voor 12 albums van Vlaamse artiesten', 'Arrangementen voor theatervoorstellingen'],
      },
      {
        company: 'Kwartet Nachtlicht',
        position: 'Gitarist',
        period: '2014 – 2020',
        place: 'Brussel',
        bullets: ['Meer dan 150 concerten in België en Nederland'],
      },
      {
        company: 'Jeugdcentrum Het Klankbord',
        position: 'Workshopbegeleider',
        period: '2016 – 2018',
        place: 'Tienen',
        bullets: ['Bandworkshops voor jongeren van 12 tot 16 jaar'],
      },
      {
        company: 'Muziekhandel De Snaar',
        position: 'Verkoper (weekends)',
        period: '2012 – 2015',
        place: 'Leuven',
        bullets: ['Advies over instrumenten en versterkers'],
      },
      {
        company: 'Cultuurcentrum Het Depot',
        position: 'Podiumtechnicus (jobstudent)',
        period: 'zomers 2011 – 2013',
        place: 'Leuven',
        bullets: [],
      },
      {
        company: 'Pizzeria Roma',
        position: 'Bezorger (jobstudent)',
        period: '2010 – 2011',
        place: 'Heverlee',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Master in de muziek, jazz gitaar',
        institution: 'LUCA School of Arts',
        period: '2014',
        place: 'Leuven',
        details: [],
      },
      {
        degree: 'Specifieke lerarenopleiding muziek',
        institution: 'LUCA School of Arts',
        period: '2015',
        place: null,
        details: [],
      },
    ],
    certifications: [],
    skills: ['Jazz- en popgitaar', 'Arrangeren', 'Logic Pro', 'Notenleer', 'Ensembleleiding'],
    languages: ['Nederlands', 'Frans', 'Engels'],
    interests: ['Vintage versterkers', 'wielrennen'],
    offer: `Leraar gitaar (jazz/pop) – Stedelijke Academie voor Muziek Mechelen
Deeltijds opdracht, 12/22, tijdelijk met zicht op vaste benoeming.
Je taken:
- individuele lessen gitaar in de richting jazz-pop-rock;
- begeleiden van een combo of band;
- meewerken aan toonmomenten en projecten van de academie;
- overleg met collega’s over leerplannen.
Profiel:
- master in de muziek en een pedagogisch bekwaamheidsbewijs;
- ervaring in lesgeven en op het podium;
- enthousiast, flexibel en teamgericht.`,
  },
  {
    id: 'cv-nl-beveiliger',
    lang: 'nl',
    set: 'held-out',
    design: 'docx-headings-2col',
    name: 'Mohamed El Amrani',
    title: 'Beveiliger / objectbeveiliger',
    contacts: ['06-55 82 41 09', 'm.elamrani@example.nl', 'Rotterdam'],
    profile:
      'Gecertificeerd beveiliger met ervaring in objectbeveiliging, evenementen en de haven. Alert, klantvriendelijk en stressbestendig.',
    headings: {
      ...H,
      experience: 'Werkervaring',
      certifications: 'Diploma’s en certificaten',
      interests: undefined,
    },
    jobs: [
      {
        company: 'Havenstad Security',
        position: 'Objectbeveiliger',
        period: 'april 2020 – heden',
        place: 'Rotterdam-Botlek',
        bullets: [
          'Toegangscontrole bij een chemisch terrein',
          'Surveillancerondes en alarmopvolging',
          'Rapportages in het digitale logboek',
        ],
      },
      {
        company: 'EventGuard Nederland',
        position: 'Evenementenbeveiliger (oproep)',
        period: 'juni 2017 – maart 2020',
        place: null,
        bullets: ['Festivals en voetbalwedstrijden tot 40.000 bezoekers'],
      },
      {
        company: 'Albert Heijn',
        position: 'Vakkenvuller',
        period: '2014 – 2017',
        place: 'Schiedam',
        bullets: [],
      },
    ],
    education: [
      { degree: 'MBO Beveiliger 2', institution: 'Albeda', period: '2017', place: 'Rotterdam', details: [] },
    ],
    certifications: ['Diploma Beveiliger 2 (Svpb)', 'BHV en EHBO', 'VCA Basis', 'Evenementenbeveiliger'],
    skills: ['Toegangscontrole', 'Surveillance', 'Conflicthantering', 'Rapporteren'],
    languages: ['Nederlands', 'Arabisch', 'Engels'],
    offer: `Objectbeveiliger (32–40 uur) – SecurPort, Rotterdam-Europoort
Wij zoeken beveiligers voor een industrieel terrein in de haven.
Jouw taken:
- toegangscontrole van personen en voertuigen;
- surveillancerondes en alarmopvolging;
- rapporteren van incidenten;
- optreden bij calamiteiten volgens het draaiboek.
Wij vragen:
- diploma Beveiliger 2 en een geldige beveiligingspas;
- BHV en VCA (of bereid deze te halen);
- bereid in ploegendiensten te werken.`,
  },
  {
    id: 'cv-nl-chauffeur',
    lang: 'nl',
    set: 'held-out',
    design: 'docx-job-table',
    name: 'Koen Peeters',
    title: 'Vrachtwagenchauffeur CE',
    contacts: ['0475 62 19 30', 'koen.peeters@example.be', 'Geel'],
    profile:
      'Ervaren chauffeur CE voor nationaal en internationaal transport. Veilig, stipt en zuinig rijden, zelfstandig laden en lossen.',
    headings: {
      ...H,
      experience: 'Werkervaring',
      certifications: 'Rijbewijzen en attesten',
      interests: undefined,
    },
    jobs: [
      {
        company: 'Transport Kempenland',
        position: 'Chauffeur CE internationaal',
        period: 'sinds januari 2018',
        place: 'Geel',
        bullets: [
          'Ritten naar Duitsland, Frankrijk en Italië met trailer',
          'Laden en lossen met kraan en heftruck',
        ],
      },
      {
        company: 'Bouwmaterialen Vos',
        position: 'Chauffeur C (kraanwagen)',
        period: '2012 t/m 2017',
        place: 'Mol',
        bullets: ['Leveringen op werven in de Kempen'],
      },
      {
        company: 'Interim via Start People',
        position: 'Magazijnier',
        period: '2010 t/m 2012',
        place: 'Herentals',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Secundair onderwijs, TSO Mechanica',
        institution: 'Sint-Jozefinstituut',
        period: '2010',
        place: 'Geel',
        details: [],
      },
    ],
    certifications: ['Rijbewijs C en CE', 'Vakbekwaamheid (code 95)', 'ADR basis', 'Attest heftruck'],
    skills: ['Tachograaf', 'Ladingzekering', 'Kraanbediening', 'Planning lezen'],
    languages: ['Nederlands', 'Frans', 'Duits (basis)'],
    offer: `Chauffeur CE internationaal – Transport Nete, Herentals
Voltijds, vast contract.
Wat doe je?
- je rijdt met oplegger naar Duitsland, Nederland en Frankrijk;
- je bent twee tot drie nachten per week weg;
- je laadt en lost zelfstandig en controleert de lading;
- je volgt de rij- en rusttijden strikt op.
Wat vragen we?
- rijbewijs CE met code 95;
- minstens drie jaar ervaring in internationaal transport;
- ADR is een pluspunt.`,
  },
  {
    id: 'cv-nl-winkelmedewerker',
    lang: 'nl',
    set: 'tuning',
    design: 'docx-textbox-sidebar',
    name: 'Femke Janssens',
    title: 'Verkoopmedewerker',
    contacts: ['0494 28 63 71', 'femke.janssens@example.be', 'Hasselt'],
    profile:
      'Vriendelijke verkoopster met ervaring in een doe-het-zelfzaak en een schoenwinkel. Ik help klanten graag en werk hard op drukke dagen.',
    headings: { ...H, experience: 'Ervaring', certifications: undefined, interests: 'Hobby’s' },
    jobs: [
      {
        company: 'Brico Plus Hasselt',
        position: 'Verantwoordelijke afdeling tuin',
        period: 'sinds 2023',
        place: 'Hasselt',
        bullets: ['Bestellingen en stockbeheer van de tuinafdeling', 'Opleiden van jobstudenten'],
      },
      {
        company: 'Brico Plus Hasselt',
        position: 'Verkoopmedewerker',
        period: '2020 – 2023',
        place: 'Hasselt',
        bullets: ['Advies aan klanten, kassa en aanvullen van rekken'],
      },
      {
        company: 'Schoenen Lemmens',
        position: 'Verkoopster',
        period: '2017 – 2020',
        place: 'Genk',
        bullets: ['Klantenadvies en etalages'],
      },
    ],
    education: [
      {
        degree: 'Secundair onderwijs, BSO Verkoop',
        institution: 'Sint-Augustinusinstituut',
        period: '2017',
        place: 'Bree',
        details: [],
      },
    ],
    certifications: [],
    skills: ['Klantvriendelijk', 'Kassa', 'Stockbeheer', 'Teamwerk'],
    languages: ['Nederlands', 'Frans', 'Engels'],
    interests: ['Tuinieren', 'dansen'],
    offer: `Winkelverantwoordelijke – Tuincentrum Groenland, Genk
Voltijds, contract van onbepaalde duur.
Jouw taken:
- je leidt een team van 6 medewerkers en maakt de planning;
- je zorgt voor een verzorgde winkel en goede presentatie;
- je volgt bestellingen en voorraad op;
- je helpt klanten met advies.
Jouw profiel:
- ervaring in de verkoop, bij voorkeur in een tuin- of doe-het-zelfzaak;
- eerste ervaring met leidinggeven;
- klantvriendelijk en flexibel, ook op zaterdag.`,
  },
  {
    id: 'cv-nl-teeltmedewerker',
    lang: 'nl',
    set: 'tuning',
    design: 'docx-hanging-dates',
    name: 'Piotr Nowak',
    title: 'Teeltmedewerker glastuinbouw',
    contacts: ['06-34 90 17 52', 'piotr.nowak@example.nl', 'Naaldwijk'],
    profile:
      'Teeltmedewerker in de glastuinbouw (tomaten en paprika). Ik werk nauwkeurig, ken de gewassen en stuur graag een ploeg aan.',
    headings: { ...H, experience: 'Werkervaring', certifications: 'Certificaten' },
    jobs: [
      {
        company: 'Kwekerij Van Vliet & Zonen',
        position: 'Voorman teelt',
        period: 'maart 2016 – heden',
        place: 'Naaldwijk',
        bullets: [
          'Aansturen van een ploeg van 12 oogstmedewerkers',
          'Gewaswerk: indraaien, dieven en blad plukken',
          'Gewasregistratie en plaagsignalering',
          'Inwerken van nieuwe medewerkers uit Polen en Roemenië',
        ],
      },
    ],
    education: [
      {
        degree: 'Technikum ogrodnicze (tuinbouwschool)',
        institution: 'Zespół Szkół Rolniczych',
        period: '2012',
        place: 'Skierniewice, Polen',
        details: [],
      },
    ],
    certifications: ['Vakbekwaamheid gewasbescherming (spuitlicentie)', 'Heftruckcertificaat', 'BHV'],
    skills: ['Tomaten- en paprikateelt', 'Gewasbescherming', 'Leidinggeven', 'Priva'],
    languages: ['Pools', 'Nederlands (B1)', 'Engels', 'Russisch (basis)'],
    offer: `Teeltmanager tomaten – Westland Verskwekerij, Honselersdijk
Fulltime, vast contract bij goed functioneren.
Wat ga je doen?
- je bent verantwoordelijk voor het gewas in 8 hectare tomaten;
- je stuurt de voormannen en teeltploegen aan;
- je signaleert ziektes en plagen en overlegt met de adviseur;
- je houdt de registraties bij.
Wat vragen wij?
- ruime ervaring in de glastuinbouw, bij voorkeur tomaat;
- leidinggevende ervaring;
- spuitlicentie, Nederlands of Engels op werkniveau.`,
  },
];
