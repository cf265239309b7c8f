import { edu, job } from './build';
import type { Cv } from './types';

/** Ten English CVs, one per design; three are held out. */
export const cvsEn: Cv[] = [
  {
    id: 'cv-en-account-manager',
    lang: 'en',
    design: 'moderncv-classic',
    held: false,
    name: 'Daniel Hughes',
    title: 'Senior Account Manager',
    contact: {
      address: '22 Cardigan Road, Leeds LS6 3AG',
      phone: '07700 900418',
      email: 'daniel.hughes@example.co.uk',
    },
    headings: {
      profile: 'Summary',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
    },
    profile:
      'B2B account manager in print and office services, growing key accounts through steady, honest relationships.',
    jobs: [
      job('Northgate Print Solutions', 'Senior Account Manager', '2021 – present', 'Leeds', [
        'Portfolio of 35 key accounts worth £2.4m a year',
        'Renewed the three largest contracts on multi-year terms',
      ]),
      job('Northgate Print Solutions', 'Account Manager', '2018 – 2021', 'Leeds', [
        'Managed print services for schools and housing associations',
      ]),
      job('Brightwell Office Supplies', 'Sales Executive', '2015 – 2018', 'Bradford', [
        'New business in West Yorkshire, 120% of target in 2017',
      ]),
      job('Harrow Telecom', 'Telesales Advisor (part-time)', '’13 – ’15', 'Leeds', []),
    ],
    education: [edu('BA (Hons) Business Management', 'Leeds Beckett University', '2012 – 2015')],
    certifications: [],
    skills: ['Salesforce CRM', 'Contract negotiation', 'Tender writing'],
    languages: ['English (native)', 'French (conversational)'],
    font: 'Liberation Serif',
    offer:
      'Key Account Manager – Pennine Managed Print, Manchester\nFull-time, hybrid, company car.\nYou will look after a portfolio of public-sector and corporate accounts, lead renewals and tenders, and grow revenue through managed print and document services.\nYou bring 3+ years of B2B account management, CRM discipline (Salesforce) and strong negotiation skills.',
  },
  {
    id: 'cv-en-warehouse-lead',
    lang: 'en',
    design: 'jobboard-export',
    held: true,
    name: 'Marcus Reid',
    title: 'Warehouse Team Leader',
    contact: { address: 'Northampton NN3', phone: '07700 900562', email: 'marcus.reid@example.com' },
    headings: {
      experience: 'Work Experience',
      education: 'Education',
      skills: 'Skills',
      certifications: 'Certifications and Licenses',
    },
    jobs: [
      job('Parcelway Logistics', 'Warehouse Team Leader', 'March 2020 to Present', 'Northampton', [
        'Lead a shift of 18 pickers and loaders in a 24/7 parcel hub',
        'Daily briefings, productivity tracking and return-to-work interviews',
      ]),
      job('Parcelway Logistics', 'Forklift Driver', 'June 2017 to March 2020', 'Northampton', [
        'Loading and unloading trailers, stock moves in high racking',
      ]),
      job('Stride Footwear Distribution', 'Picker/Packer', 'October 2015 to May 2017', 'Wellingborough', []),
      job('Pizza Palace', 'Delivery Driver', '2013 to 2015', 'Northampton', []),
    ],
    education: [edu('GCSEs', 'Weston Favell Academy', '2013', 'Northampton')],
    certifications: ['Counterbalance Forklift (RTITB)', 'First Aid at Work'],
    skills: ['Team leadership', 'WMS (Manhattan)', 'Health and safety'],
    languages: [],
    font: 'Liberation Sans',
    offer:
      'Warehouse Shift Manager – Midlands Fulfilment Centre, Daventry\nPermanent, nights (4 on 4 off), £38,000.\nLead a team of 40 across inbound, picking and despatch; run shift briefings; own safety, productivity and people processes.\nWe are looking for an experienced team leader from a warehouse or parcel environment, with forklift experience and a calm, fair style.',
  },
  {
    id: 'cv-en-photographer',
    lang: 'en',
    design: 'right-sidebar',
    held: false,
    name: 'Isla Robertson',
    title: 'Photographer',
    contact: { address: 'Glasgow G12', phone: '07700 900731', email: 'isla@example.com' },
    headings: {
      profile: 'Profile',
      experience: 'Experience',
      education: 'Education',
      skills: 'Tools',
      languages: 'Languages',
    },
    profile:
      'Press and editorial photographer turned freelance; portraits, events and commercial work across Scotland.',
    jobs: [
      job('Isla Robertson Photography', 'Freelance photographer', '2019 – present', 'Glasgow', [
        'Commissions for agencies, theatres and small businesses',
        'Editing and delivery of 200+ shoots a year',
      ]),
      job('The Clydeside Herald', 'Staff Photographer', '2015 – 2019', 'Glasgow', [
        'News, sport and features, often to same-day deadlines',
      ]),
      job('The Clydeside Herald', 'Picture Desk Assistant', '2013 – 2015', 'Glasgow', [
        'Archive, captions and wire selection',
      ]),
      job('Snapshot Studios', 'Studio Assistant', 'Summer 2012', 'Edinburgh', []),
    ],
    education: [edu('BA (Hons) Photography', 'Edinburgh Napier University', '2009 – 2013')],
    certifications: [],
    skills: ['Lightroom, Photoshop', 'Capture One', 'Studio lighting', 'Drone (GVC)'],
    languages: ['English', 'Gaelic (basic)'],
    font: 'DejaVu Sans',
    offer:
      'In-house Photographer – Caledonia Arts Trust, Edinburgh\nFull-time, 18-month contract.\nYou will photograph performances, exhibitions and events, run our studio for press portraits, and manage our image library.\nExperience in editorial or press photography, Lightroom and Photoshop, and working to tight deadlines is essential.',
  },
  {
    id: 'cv-en-staff-nurse',
    lang: 'en',
    design: 'two-page-right-dates',
    held: false,
    name: 'Grace Okafor',
    title: 'Senior Staff Nurse',
    contact: {
      address: '41 Pershore Road, Birmingham B5 7RA',
      phone: '07700 900294',
      email: 'grace.okafor@example.co.uk',
    },
    headings: {
      profile: 'Personal statement',
      experience: 'Employment history',
      education: 'Education and training',
      certifications: 'Registration',
      skills: 'Key skills',
    },
    profile:
      'Registered adult nurse with nine years in acute medicine and cardiology, committed to safe, kind care and to supporting students.',
    jobs: [
      job(
        'Edgbaston General Hospital',
        'Senior Staff Nurse, Acute Medical Unit',
        'Apr 2021 – Present',
        'Birmingham',
        [
          'Shift coordinator for a 32-bed unit, allocating staff and managing flow',
          'Practice supervisor and assessor for student nurses',
          'Led the unit’s falls-prevention audit, falls down 20% in a year',
        ],
      ),
      job('Edgbaston General Hospital', 'Staff Nurse, Cardiology', 'Sep 2017 – Mar 2021', 'Birmingham', [
        'Care of patients after PCI and with heart failure',
        'Telemetry monitoring and IV medicines',
        'Discharge planning with the heart failure specialist team',
      ]),
      job('Meadowview Care Home', 'Registered Nurse (nights)', 'Jan 2016 – Aug 2017', 'Solihull', [
        'Night nurse in charge for 48 residents with nursing needs',
        'Medication rounds, wound care and care plan reviews',
        'Liaison with GPs, out-of-hours services and families',
      ]),
      job('CarePlus Nursing Agency', 'Agency Nurse (bank shifts)', '2016 – 2019', null, [
        'Weekend shifts across medical wards in three trusts',
      ]),
      job('Edgbaston General Hospital', 'Healthcare Assistant', '2012 – 2013', 'Birmingham', []),
      job('Highgate Pharmacy', 'Counter Assistant (Saturday job)', null, null, []),
    ],
    education: [
      edu('BSc (Hons) Adult Nursing', 'Birmingham City University', '2013 – 2016'),
      edu('Practice Assessor preparation', 'Edgbaston General Hospital', '2022'),
    ],
    certifications: ['NMC registered nurse (Adult)', 'Immediate Life Support (2024)'],
    skills: ['Acute assessment (NEWS2)', 'IV therapy and cannulation', 'ECG interpretation', 'Mentoring'],
    languages: [],
    font: 'Liberation Serif',
    offer:
      'Band 6 Junior Sister/Charge Nurse – Cardiology, Coventry University Hospital\nPermanent, 37.5 hours.\nYou will run shifts on a busy cardiology ward, support and supervise staff and students, and lead quality improvement work.\nEssential: NMC registration, post-registration experience in acute medicine or cardiology, practice supervisor/assessor.',
    pageBreak: { job: 2, bullet: 1 },
  },
  {
    id: 'cv-en-teaching-assistant',
    lang: 'en',
    design: 'year-headings',
    held: true,
    name: 'Chloe Bennett',
    title: 'Higher Level Teaching Assistant',
    contact: { address: 'Bristol BS5', phone: '07700 900815', email: 'chloe.bennett@example.com' },
    headings: {
      profile: 'About me',
      experience: 'Experience',
      education: 'Qualifications',
      skills: 'Skills',
      interests: 'Interests',
    },
    profile: 'HLTA in a large primary school, covering classes and running phonics and SEND interventions.',
    jobs: [
      job('Hillcrest Primary School', 'Higher Level Teaching Assistant', 'Sept 2022 – present', 'Bristol', [
        'Planned cover for Years 1 to 4, about six sessions a week',
        'Read Write Inc. phonics groups and EHCP support',
      ]),
      job('Hillcrest Primary School', 'Teaching Assistant (Year 2)', '2019 – 2022', 'Bristol', [
        'One-to-one support for a pupil with autism',
      ]),
      job('Little Acorns Nursery', 'Nursery Practitioner (Saturdays)', '2019 – 2020', 'Bath', []),
      job('Camp Evergreen', 'Camp Counsellor', 'Summer 2017', 'Vermont, USA', [
        'Led canoeing and arts for groups of 10 children',
      ]),
    ],
    education: [
      edu('HLTA status', 'South West HLTA Partnership', '2022'),
      edu(
        'CACHE Level 3 Diploma, Children and Young People’s Workforce',
        'City of Bristol College',
        '2016 – 2018',
      ),
    ],
    certifications: [],
    skills: ['Phonics (RWI)', 'Behaviour support', 'Makaton'],
    languages: [],
    interests: ['Choir', 'Open-water swimming'],
    font: 'DejaVu Sans',
    offer:
      'HLTA / Cover Supervisor – Oakfield Primary, Bristol\nTerm time only, 32.5 hours a week.\nYou will cover classes across KS1 and KS2, deliver phonics and maths interventions and support pupils with SEND.\nHLTA status or equivalent experience, knowledge of phonics schemes and a warm, consistent approach with children.',
  },
  {
    id: 'cv-en-data-analyst',
    lang: 'en',
    design: 'europass-2024',
    held: false,
    name: 'Priya Sharma',
    title: 'Data Analyst',
    contact: {
      address: 'Rathmines, Dublin 6, Ireland',
      phone: '(+353) 85 555 0147',
      email: 'priya.sharma@example.ie',
    },
    headings: {
      profile: 'About me',
      experience: 'Work experience',
      education: 'Education and training',
      languages: 'Language skills',
      skills: 'Digital skills',
    },
    profile: 'Analyst working with SQL, Python and Power BI on energy and insurance data.',
    jobs: [
      job('Liffey Energy Services', 'Data Analyst', '14/02/2022 – CURRENT', 'Dublin, Ireland', [
        'Built the customer churn dashboard used by the retail team each week',
        'Automated monthly regulatory reports in Python, saving two days a month',
      ]),
      job(
        'Corrib Insurance Group',
        'Junior Reporting Analyst',
        '01/09/2019 – 11/02/2022',
        'Galway, Ireland',
        ['SQL reporting on claims and renewals'],
      ),
      job('Nimbus Software Pvt Ltd', 'Business Intelligence Intern', '06/2018 – 08/2018', 'Pune, India', []),
    ],
    education: [
      edu('MSc Data Analytics', 'National College of Ireland', '09/2018 – 08/2019', 'Dublin, Ireland'),
      edu('BSc Statistics', 'University of Pune', '2015 – 2018', 'Pune, India'),
    ],
    certifications: [],
    skills: ['SQL', 'Python (pandas)', 'Power BI', 'Excel'],
    languages: ['Mother tongue(s): Hindi', 'English: C2'],
    font: 'DejaVu Sans',
    offer:
      'Data Analyst – Shannon Water Utility, Limerick (hybrid)\nPermanent.\nTurn operational and customer data into reports and dashboards, automate recurring reporting and support teams with ad-hoc analysis.\nRequired: SQL, Python or R, Power BI or Tableau, 2+ years in an analytical role.',
  },
  {
    id: 'cv-en-payroll-admin',
    lang: 'en',
    design: 'docx-content-controls',
    held: false,
    name: 'Karen Walsh',
    title: 'Payroll Administrator',
    contact: { address: 'Douglas, Cork', phone: '087 555 0192', email: 'karen.walsh@example.ie' },
    headings: { profile: 'Objective', experience: 'Experience', education: 'Education', skills: 'Skills' },
    profile: 'Payroll administrator looking for a larger multi-site payroll with room to grow.',
    jobs: [
      job('Harbourview Hotels Group', 'Payroll Administrator', '2018 – Present', null, [
        'Weekly and monthly payroll for 420 staff in four hotels',
        'Revenue submissions, leave and overtime queries',
      ]),
      job('Harbourview Hotels Group', 'Accounts Assistant', '2015 – 2018', null, [
        'Purchase ledger and supplier reconciliations',
      ]),
      job('Murphy & Lynch Accountants', 'Office Junior', '2013 – 2015', null, []),
      job('Riverside Credit Union', 'Part-time Cashier', null, null, []),
    ],
    education: [edu('Diploma in Payroll Technology (IPASS)', 'Cork College of FET', '2016')],
    certifications: [],
    skills: ['Thesaurus Payroll Manager', 'Sage 50', 'Excel (pivot tables, lookups)'],
    languages: [],
    font: 'Calibri',
    offer:
      'Payroll Specialist – Atlantic Retail Group, Cork\nPermanent, full-time.\nRun weekly and monthly payrolls for 900 employees, handle Revenue reporting, answer employee queries and support the year-end.\nIPASS qualification and 3+ years of payroll experience; Thesaurus or similar software.',
  },
  {
    id: 'cv-en-bar-manager',
    lang: 'en',
    design: 'docx-tracked-changes',
    held: true,
    name: 'Rhys Morgan',
    title: 'Bar Manager',
    contact: { address: 'Cardiff CF10', phone: '07700 900377', email: 'rhys.morgan@example.co.uk' },
    headings: { profile: 'Profile', experience: 'Employment', certifications: 'Licences', skills: 'Skills' },
    profile: 'Bar manager with ten years behind the bar, from festival tents to a busy city pub.',
    jobs: [
      job(
        'The Anchor & Oak',
        'Bar Manager',
        '2020 – present',
        'Cardiff',
        ['Team of 12, rotas and training', 'Cellar management and stock control, GP up 4 points'],
        { period: '2021 – present' },
      ),
      job('The Anchor & Oak', 'Assistant Bar Manager', '2018 – 2020', 'Cardiff', []),
      job('Bayside Hotel', 'Bartender', '2015 – 2018', 'Penarth', ['Cocktail bar and weddings'], {
        position: 'Barman',
      }),
      job('Millstream Festivals', 'Bar Staff (seasonal)', 'Summers 2013 – 2014', null, []),
    ],
    education: [],
    certifications: ['Personal Licence Holder (APLH)', 'Cask Marque trained'],
    skills: ['Cellar management', 'Rota planning', 'Cocktails'],
    languages: [],
    font: 'Arial',
    offer:
      'General Manager – The Quayside Tap, Swansea\nFull-time, salary plus bonus.\nRun a busy pub with food: lead and develop the team, manage stock and cellar, control costs and grow sales.\nYou hold a Personal Licence and have experience as bar or assistant manager in a high-volume venue.',
  },
  {
    id: 'cv-en-cleaning-supervisor',
    lang: 'en',
    design: 'docx-photo-keyvalue',
    held: false,
    name: 'Ana Popescu',
    title: 'Cleaning Supervisor',
    contact: {
      address: 'Lange Leemstraat 120, 2018 Antwerpen',
      phone: '+32 470 55 01 23',
      email: 'ana.popescu@example.be',
    },
    personal: [
      ['Name', 'Ana Popescu'],
      ['Address', 'Lange Leemstraat 120, 2018 Antwerpen, Belgium'],
      ['Date of birth', '3 March 1991'],
      ['Nationality', 'Romanian'],
      ['Driving licence', 'B'],
    ],
    headings: {
      personal: 'Personal details',
      experience: 'Work experience',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
    },
    jobs: [
      job('BrightSpace Facility Services', 'Cleaning Supervisor', '2021 – present', 'Antwerp', [
        'Team of 9 cleaners across four office buildings',
        'Quality checks, schedules and ordering of products',
      ]),
      job('BrightSpace Facility Services', 'Office Cleaner', '2018 – 2021', 'Antwerp', []),
      job('Hotel Scheldezicht', 'Room Attendant', '2016 – 2018', 'Antwerp', [
        '16 rooms per shift, linen and minibar',
      ]),
      job('Casa Verde Restaurant', 'Kitchen Helper', '2014 – 2015', 'Cluj-Napoca', []),
    ],
    education: [edu('Secondary school diploma', 'Liceul Tehnologic Nr. 2', '2010', 'Cluj-Napoca')],
    certifications: [],
    skills: ['Floor machines', 'Planning', 'Safe use of products'],
    languages: ['Romanian (native)', 'Dutch (B1)', 'English (B2)'],
    font: 'Calibri',
    offer:
      'Cleaning Team Leader – CleanCo Facility, Antwerp (Berchem)\nFull-time, day shifts.\nSupervise a team of cleaners in offices, plan work, check quality and train new staff.\nExperience as cleaning supervisor, Dutch or English, driving licence B.',
  },
  {
    id: 'cv-en-customer-service',
    lang: 'en',
    design: 'docx-functional',
    held: false,
    name: 'Tom Fletcher',
    title: 'Customer Service Adviser',
    contact: { address: 'Norwich NR2', phone: '07700 900648', email: 'tom.fletcher@example.co.uk' },
    headings: {
      profile: 'Profile',
      skills: 'Key skills',
      experience: 'Career history',
      education: 'Education',
      interests: 'Interests',
    },
    profile: 'Friendly, patient adviser moving from retail into a contact-centre team lead role.',
    skillBlocks: [
      {
        title: 'Customer service',
        items: [
          'Handle 60+ calls and web chats a day at 92% satisfaction',
          'Calm with complaints and vulnerable customers',
        ],
      },
      { title: 'Problem solving', items: ['Billing errors traced and fixed at first contact'] },
      { title: 'Administration', items: ['CRM notes, refunds and payment plans'] },
    ],
    jobs: [
      job('Anglia Water Direct', 'Customer Service Adviser', '2020 – present', 'Norwich', []),
      job('Elm Hill Books', 'Sales Assistant', '2016 – 2020', 'Norwich', []),
      job('Elm Hill Books', 'Sales Assistant (part-time)', '2014 – 2016', 'Norwich', []),
      job('Castle Mall Toys', 'Seasonal Retail Assistant', 'Christmas 2013', 'Norwich', []),
    ],
    education: [edu('A levels: English, History, Psychology', 'Notre Dame High School', '2014', 'Norwich')],
    certifications: [],
    skills: [],
    languages: [],
    interests: ['Five-a-side football', 'Board games'],
    font: 'Calibri',
    offer:
      'Customer Service Team Leader – EastWay Energy, Norwich\nPermanent, full-time.\nLead a team of 10 advisers on phone and chat, coach for quality, handle escalated complaints and report on performance.\n2+ years in customer service, ideally utilities or a contact centre.',
  },
];
