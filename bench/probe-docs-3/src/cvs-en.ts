import type { Cv, Headings } from './cv';

/** Ten invented CVs from the UK, Ireland and the US (people, employers, phones and e-mails invented; towns real). */

const H: Headings = {
  profile: 'Profile',
  experience: 'Work Experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  certifications: 'Certifications',
  interests: 'Interests',
};

export const CVS_EN: Cv[] = [
  {
    id: 'cv-en-healthcare-assistant',
    lang: 'en',
    set: 'tuning',
    design: 'timeline-dots',
    name: 'Grace Okonkwo',
    title: 'Senior Healthcare Assistant',
    contacts: ['07700 914 382', 'grace.okonkwo@example.co.uk', 'Leeds LS8'],
    profile:
      'Caring and reliable healthcare assistant with seven years on acute wards and in the community. Calm under pressure and proud of the little things that make a patient’s day.',
    headings: {
      ...H,
      profile: 'About Me',
      experience: 'Employment History',
      certifications: 'Training',
      interests: undefined,
    },
    jobs: [
      {
        company: 'Leeds General Hospital (NHS)',
        position: 'Senior Healthcare Assistant, Ward 14 – Elderly Care',
        period: 'Mar 2021 – Present',
        place: 'Leeds',
        bullets: [
          'Personal care, observations and fluid charts for 28 patients',
          'Mentoring new HCAs through the Care Certificate',
          'Dementia champion for the ward',
        ],
      },
      {
        company: 'Leeds General Hospital (NHS)',
        position: 'Healthcare Assistant, Bank Staff',
        period: 'Jun 2019 – Feb 2021',
        place: 'Leeds',
        bullets: ['Shifts across medical and surgical wards, including COVID wards'],
      },
      {
        company: 'Bluebell Home Care Ltd',
        position: 'Care Worker',
        period: '2016 – 2019',
        place: 'Harrogate',
        bullets: [
          'Home visits: washing, dressing, meals and medication prompts',
          'Accurate daily notes in the care app',
        ],
      },
      {
        company: 'Tesco Extra',
        position: 'Customer Assistant (part-time)',
        period: '2014 – 2016',
        place: 'Harrogate',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Level 3 Diploma in Health and Social Care',
        institution: 'Leeds City College',
        period: '2020',
        place: null,
        details: [],
      },
      {
        degree: 'GCSEs (7, including English and Maths)',
        institution: 'St Aidan’s High School',
        period: '2014',
        place: 'Harrogate',
        details: [],
      },
    ],
    certifications: ['Care Certificate', 'Basic Life Support (2024)', 'Moving and Handling'],
    skills: ['Patient observations (NEWS2)', 'Dementia care', 'Catheter care', 'Record keeping'],
    languages: ['English', 'Igbo'],
    offer: `Healthcare Assistant – Band 3, Respiratory Ward
Harrogate and District Community Hospital
Permanent, 37.5 hours per week, days and nights.
We are looking for a kind and experienced HCA to join our friendly respiratory team.
You will:
• deliver personal care and support patients with eating and mobility;
• take and record clinical observations (NEWS2) and escalate concerns;
• support registered nurses and help train new staff.
You will have:
• NVQ/Diploma Level 3 in Health and Social Care or equivalent experience;
• hospital experience as an HCA;
• the Care Certificate.`,
  },
  {
    id: 'cv-en-site-manager',
    lang: 'en',
    set: 'held-out',
    design: 'dark-header-two-col',
    name: 'Declan Fitzgerald',
    title: 'Site Manager – Residential & Commercial',
    contacts: ['+353 87 412 9035', 'declan.fitzgerald@example.ie', 'Naas, Co. Kildare'],
    profile:
      'Site manager with twelve years in construction, from carpentry to running sites of up to 80 operatives. Safe, organised and on programme.',
    headings: {
      ...H,
      profile: 'Summary',
      experience: 'Experience',
      certifications: 'Tickets',
      interests: undefined,
    },
    jobs: [
      {
        company: 'Liffey Valley Builders',
        position: 'Site Manager',
        period: 'Feb 2020 – Present',
        place: 'Dublin',
        bullets: [
          '96-unit apartment scheme in Clondalkin, €28m',
          'Daily coordination of 14 subcontractors',
          'Zero reportable accidents in 2023',
        ],
      },
      {
        company: 'O’Brien & Walsh Construction',
        position: 'Assistant Site Manager',
        period: 'Apr 2016 – Jan 2020',
        place: 'Naas',
        bullets: ['Schools and a primary care centre', 'Snagging, handover files and client walkarounds'],
      },
      {
        company: 'O’Brien & Walsh Construction',
        position: 'Foreman Carpenter',
        period: 'May 2012 – Mar 2016',
        place: 'Naas',
        bullets: ['Led a team of six carpenters on first and second fix'],
      },
      {
        company: 'Self-employed',
        position: 'Carpenter',
        period: '2009 – 2012',
        place: 'Kildare',
        bullets: ['Kitchens, roofs and extensions for private clients'],
      },
    ],
    education: [
      {
        degree: 'Higher Diploma in Construction Management',
        institution: 'TU Dublin',
        period: '2018',
        place: null,
        details: [],
      },
      {
        degree: 'Apprenticeship in Carpentry and Joinery',
        institution: 'SOLAS',
        period: '2009',
        place: null,
        details: [],
      },
    ],
    certifications: ['Safe Pass', 'SMSTS', 'Manual Handling', 'Working at Height'],
    skills: [
      'Programming (MS Project)',
      'Health & safety',
      'Subcontractor management',
      'Quality control',
      'Procore',
    ],
    languages: ['English', 'Irish (conversational)'],
    offer: `Site Manager – New Residential Development, Newbridge, Co. Kildare
Permanent role with an established main contractor.
The role:
- manage day-to-day site operations on a 120-unit housing scheme;
- coordinate subcontractors and suppliers against the programme;
- lead health and safety on site and chair weekly meetings;
- manage quality, snagging and handover.
Requirements:
- 5+ years as Site Manager or Assistant Site Manager in residential;
- SMSTS and Safe Pass; trade background an advantage;
- full clean driving licence.
Package: competitive salary, company van, pension, fuel card.`,
  },
  {
    id: 'cv-en-staff-accountant',
    lang: 'en',
    set: 'tuning',
    design: 'modern-smallcaps',
    name: 'Michael J. Castellano',
    title: 'Senior Staff Accountant, CPA',
    contacts: ['(614) 555-0187', 'mj.castellano@example.com', 'Columbus, OH'],
    profile:
      'CPA with nine years in public accounting and industry. Month-end close, reconciliations, audit support and process improvement in growing manufacturing and nonprofit organizations.',
    headings: {
      ...H,
      profile: 'Summary',
      experience: 'Professional Experience',
      languages: 'Languages',
      certifications: 'Licenses & Certifications',
    },
    jobs: [
      {
        company: 'Buckeye Precision Parts, Inc.',
        position: 'Senior Staff Accountant',
        period: 'Aug 2021 – Present',
        place: 'Columbus, OH',
        bullets: [
          'Own month-end close for three entities; cut close from 9 to 6 business days',
          'Prepare balance sheet reconciliations and fixed asset schedules',
          'Lead PBC list preparation for the annual audit',
          'Implemented BlackLine for reconciliations',
          'Built the monthly flash report for the CFO and plant managers',
          'Reconcile intercompany balances with the Mexican subsidiary',
          'Train new staff accountants on close procedures and the chart of accounts',
        ],
      },
      {
        company: 'Buckeye Precision Parts, Inc.',
        position: 'Staff Accountant',
        period: 'Jan 2019 – Jul 2021',
        place: 'Columbus, OH',
        bullets: [
          'Accounts payable oversight, accruals and prepaid schedules',
          'Sales and use tax filings in 11 states',
          'Inventory costing support during the NetSuite migration',
          'Monthly bank reconciliations for 14 accounts',
        ],
      },
      {
        company: 'Hartwell & Ruiz LLP',
        position: 'Audit Senior',
        period: 'Sep 2017 – Dec 2018',
        place: 'Cincinnati, OH',
        bullets: [
          'Led audits of nonprofit and manufacturing clients with revenue up to $250M',
          'Supervised two audit associates and reviewed their workpapers',
          'Single audits under Uniform Guidance for three nonprofits',
          'Presented findings and management letter points to client controllers',
        ],
      },
      {
        company: 'Hartwell & Ruiz LLP',
        position: 'Audit Associate',
        period: 'Sep 2015 – Aug 2017',
        place: 'Cincinnati, OH',
        bullets: [
          'Tested revenue, payroll and inventory cycles',
          'Drafted financial statements and footnotes',
          'Observed year-end inventory counts at client warehouses',
        ],
      },
      {
        company: 'Ohio Valley Food Bank',
        position: 'Volunteer Bookkeeper',
        period: '2013 – 2015',
        place: 'Athens, OH',
        bullets: ['Weekly deposits and donor receipts in QuickBooks'],
      },
      {
        company: 'Marlow Tax Service',
        position: 'Tax Preparer (seasonal)',
        period: 'Jan – Apr 2014',
        place: 'Athens, OH',
        bullets: ['Prepared 150+ individual returns'],
      },
    ],
    education: [
      {
        degree: 'B.S. in Accounting',
        institution: 'Ohio University',
        period: '2015',
        place: 'Athens, OH',
        details: ['Magna cum laude', 'Beta Alpha Psi'],
      },
    ],
    certifications: ['Certified Public Accountant (Ohio, 2017)', 'BlackLine Certified User (2022)'],
    skills: ['GAAP', 'NetSuite', 'BlackLine', 'Excel (Power Query, pivots)', 'QuickBooks', 'Audit support'],
    languages: ['English (native)', 'Spanish (conversational)'],
    offer: `Accounting Manager – Midwest Fastener Group, Columbus, OH
Full-time, on-site/hybrid.
We are seeking an Accounting Manager to lead our month-end close and a team of three accountants.
Responsibilities:
- manage the monthly close and consolidation for multiple entities;
- review reconciliations and journal entries;
- coordinate the external audit and prepare schedules;
- improve processes and controls as we scale.
Qualifications:
- Bachelor’s degree in Accounting; CPA required;
- 7+ years of progressive accounting experience, including public accounting;
- NetSuite and BlackLine experience preferred;
- strong Excel skills.`,
  },
  {
    id: 'cv-en-housing-officer',
    lang: 'en',
    set: 'tuning',
    design: 'icon-rail',
    name: 'Rhiannon Pryce',
    title: 'Housing Officer',
    contacts: ['07812 446 091', 'rhiannon.pryce@example.co.uk', 'Cardiff'],
    profile:
      'Local government officer with a background in tenancy management and homelessness prevention. Good at difficult conversations and at keeping cases moving.',
    headings: {
      ...H,
      profile: 'Profile',
      experience: 'Career History',
      certifications: undefined,
      interests: 'Interests',
    },
    jobs: [
      {
        company: 'Cardiff Council',
        position: 'Housing Officer (Tenancy Management)',
        period: 'September 2019 – present',
        place: 'Cardiff',
        bullets: [
          'Patch of 420 council homes in Ely and Caerau',
          'Anti-social behaviour cases, from first visit to injunction',
          'Rent arrears interviews and referrals to money advice',
          'Joint visits with social services and the police',
          'Sign-ups and settling-in visits for new tenants',
          'Prepared evidence bundles for possession claims',
        ],
      },
      {
        company: 'Cardiff Council',
        position: 'Homelessness Prevention Caseworker',
        period: 'March 2017 – August 2019',
        place: 'Cardiff',
        bullets: [
          'Caseload of 35 households at risk of homelessness',
          'Negotiated with private landlords to save tenancies',
          'Personal housing plans and referrals to supported housing',
          'Duty officer for emergency presentations two days a week',
        ],
      },
      {
        company: 'Taff Housing Association',
        position: 'Customer Services Adviser',
        period: 'January 2015 – February 2017',
        place: 'Cardiff',
        bullets: ['Repairs reporting and first-line tenancy queries'],
      },
      {
        company: 'Casa Inti Children’s Project',
        position: 'Volunteer English Teacher',
        period: '2014',
        place: 'Cusco, Peru',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'BSc Social Policy',
        institution: 'Swansea University',
        period: '2010 – 2013',
        place: null,
        details: [],
      },
      {
        degree: 'CIH Level 4 Certificate in Housing',
        institution: 'Chartered Institute of Housing',
        period: '2018',
        place: null,
        details: [],
      },
    ],
    certifications: [],
    skills: [
      'Tenancy law (Renting Homes Wales)',
      'Case management',
      'Northgate',
      'Safeguarding',
      'Welsh-language service',
    ],
    languages: ['English', 'Welsh (fluent)', 'Spanish (basic)'],
    interests: ['Choir', 'coastal walking'],
    notes: 'A volunteer year abroad is listed among the jobs, as the author did.',
    offer: `Senior Housing Officer
Vale of Glamorgan Council – Housing and Building Services, Barry
Permanent, 37 hours, Grade 8.
We are looking for an experienced housing professional to lead a small team of Housing Officers.
Main duties:
- manage a complex caseload of tenancy enforcement and anti-social behaviour;
- support and supervise Housing Officers;
- work with social services, police and support agencies;
- prepare cases for court.
Essential: experience of tenancy management in social housing; knowledge of the Renting Homes (Wales) Act;
CIH qualification or working towards it. Welsh language skills are desirable.`,
  },
  {
    id: 'cv-en-sales-representative',
    lang: 'en',
    set: 'held-out',
    design: 'ats-plain',
    name: 'Brianna Holloway',
    title: 'Outside Sales Representative – Building Products',
    contacts: ['(512) 555-0143', 'brianna.holloway@example.com', 'Austin, TX'],
    profile:
      'Quota-beating B2B sales rep with six years selling to contractors and distributors. Builds territories from cold calls to repeat business.',
    headings: {
      ...H,
      profile: 'SUMMARY',
      experience: 'EXPERIENCE',
      education: 'EDUCATION',
      skills: 'SKILLS',
      languages: 'LANGUAGES',
      certifications: 'CERTIFICATIONS',
    },
    jobs: [
      {
        company: 'Lone Star Roofing Supply',
        position: 'Outside Sales Representative',
        period: 'Jan 2021 – Present',
        place: 'Austin, TX',
        bullets: [
          'Grew territory revenue from $2.1M to $3.4M in three years',
          '128% of quota in 2023; President’s Club',
          'Manage 90 active contractor accounts',
        ],
      },
      {
        company: 'Hill Country Lumber',
        position: 'Inside Sales Associate',
        period: 'Jun 2018 – Dec 2020',
        place: 'San Marcos, TX',
        bullets: ['Quotes and orders for walk-in and phone customers', 'Converted 30% of quotes into orders'],
      },
      {
        company: 'Texas State University Athletics',
        position: 'Ticket Sales Intern',
        period: 'Summer 2017',
        place: 'San Marcos, TX',
        bullets: ['Sold season ticket packages by phone'],
      },
    ],
    education: [
      {
        degree: 'BBA, Marketing',
        institution: 'Texas State University',
        period: '2018',
        place: 'San Marcos, TX',
        details: [],
      },
    ],
    certifications: ['Certified Inside Sales Professional (AA-ISP)'],
    skills: ['Salesforce', 'Territory planning', 'Cold calling', 'Negotiation', 'Product demos'],
    languages: ['English', 'Spanish (fluent)'],
    offer: `Territory Sales Manager – Central Texas
Gulf Coast Building Materials | Austin, TX (field-based)
Full-time, base salary + commission, company vehicle.
What you’ll do:
- own a territory of roofing and siding contractors and grow revenue;
- prospect new accounts and maintain relationships with existing customers;
- run product demos and job-site visits;
- forecast and report activity in Salesforce.
What you’ll bring:
- 3+ years of B2B outside sales, building products preferred;
- a track record of beating quota;
- bilingual English/Spanish a plus;
- valid driver’s license.`,
  },
  {
    id: 'cv-en-graphic-designer',
    lang: 'en',
    set: 'tuning',
    design: 'css-grid-reversed',
    name: 'Jordan Mei-Lin Park',
    title: 'Graphic Designer & Illustrator',
    contacts: ['(503) 555-0122', 'hello@jordanpark.example.com', 'Portland, OR'],
    profile:
      'Designer working across brand identity, packaging and editorial illustration. Freelance for five years, in-house before that. I love a tight brief and a good printer.',
    headings: {
      ...H,
      profile: 'Hello',
      experience: 'Experience',
      certifications: undefined,
      interests: 'Outside work',
    },
    jobs: [
      {
        company: 'Freelance (Park Studio)',
        position: 'Graphic Designer & Illustrator',
        period: 'May 2020 – Present',
        place: 'Portland, OR',
        bullets: [
          'Brand identities for 20+ small businesses, breweries and nonprofits',
          'Packaging for Rose City Tea Co. (3 product lines)',
          'Editorial illustrations for regional magazines',
        ],
      },
      {
        company: 'Evergreen Outdoor Co.',
        position: 'In-house Graphic Designer',
        period: 'Mar 2017 – Apr 2020',
        place: 'Portland, OR',
        bullets: ['Catalogs, trade-show booths and social media campaigns', 'Maintained brand guidelines'],
      },
      {
        company: 'The Daily Vanguard',
        position: 'Layout Designer (student job)',
        period: '2015 – 2017',
        place: 'Portland State University',
        bullets: ['Weekly page layout in InDesign'],
      },
      {
        company: 'Willamette Print & Copy',
        position: 'Print Shop Assistant (weekends)',
        period: '2014 – 2016',
        place: null,
        bullets: ['Prepress checks and large-format printing'],
      },
    ],
    education: [
      {
        degree: 'BFA, Graphic Design',
        institution: 'Portland State University',
        period: '2017',
        place: null,
        details: [],
      },
    ],
    certifications: [],
    skills: ['Adobe Illustrator', 'InDesign', 'Photoshop', 'Figma', 'Hand lettering', 'Print production'],
    languages: ['English', 'Korean (heritage speaker)'],
    interests: ['Risograph printing', 'bouldering', 'zines'],
    offer: `Senior Graphic Designer – Cascade Brewing Collective, Portland, OR
Full-time, hybrid.
We’re a growing craft beverage company looking for a designer who can own our look from can labels to social.
You will:
- design packaging and labels for seasonal and core releases;
- create illustrations and campaign assets;
- work with printers and manage production files;
- keep our brand consistent across channels.
You have:
- 5+ years of design experience, packaging a big plus;
- expert Illustrator and InDesign skills;
- a portfolio showing illustration and brand work.`,
  },
  {
    id: 'cv-en-secondary-teacher',
    lang: 'en',
    set: 'tuning',
    design: 'docx-headings-2col',
    name: 'Oliver Brennan-Shaw',
    title: 'Teacher of Geography',
    contacts: ['07934 508 217', 'o.brennanshaw@example.co.uk', 'Bristol'],
    profile:
      'Geography teacher and Head of Year with eight years’ experience in comprehensive schools. Fieldwork enthusiast, strong on behaviour and pastoral care.',
    headings: {
      ...H,
      profile: 'Personal Statement',
      experience: 'Teaching Experience',
      education: 'Qualifications',
      certifications: undefined,
    },
    jobs: [
      {
        company: 'Avonmead Academy',
        position: 'Teacher of Geography and Head of Year 9',
        period: 'September 2020 – present',
        place: 'Bristol',
        bullets: [
          'Teaching KS3–KS5; 78% grades 4+ at GCSE in 2024',
          'Pastoral lead for 240 students and a team of 9 tutors',
          'Organised the Year 12 residential fieldwork in Snowdonia',
        ],
      },
      {
        company: 'Kingswood Community School',
        position: 'Teacher of Geography',
        period: 'September 2017 – August 2020',
        place: 'Bath',
        bullets: ['Rewrote the KS3 scheme of work', 'Ran the Duke of Edinburgh’s Award bronze expeditions'],
      },
      {
        company: 'Kingswood Community School',
        position: 'Early Career Teacher (NQT)',
        period: 'September 2016 – July 2017',
        place: 'Bath',
        bullets: [],
      },
      {
        company: 'Camp Pinewood',
        position: 'Camp Counselor',
        period: 'Summers 2013 and 2014',
        place: 'New Hampshire, USA',
        bullets: ['Canoeing and hiking instructor for groups of 12'],
      },
    ],
    education: [
      {
        degree: 'PGCE Secondary Geography (QTS)',
        institution: 'University of Bristol',
        period: '2016',
        place: null,
        details: [],
      },
      {
        degree: 'BA (Hons) Geography, 2:1',
        institution: 'University of Exeter',
        period: '2015',
        place: null,
        details: [],
      },
    ],
    certifications: [],
    skills: ['Fieldwork planning', 'Behaviour management', 'Google Classroom', 'SIMS', 'First Aid at Work'],
    languages: ['English', 'French (conversational)'],
    offer: `Head of Geography – Redland Park School, Bristol
Permanent, full-time, MPS/UPS + TLR 2b. Start: September.
We are looking for an inspiring geographer to lead a department of four.
The successful candidate will:
- lead curriculum and assessment from KS3 to A level;
- raise attainment at GCSE and A level;
- develop fieldwork across all key stages;
- line-manage and support colleagues in the department.
We are looking for someone who:
- holds QTS and has a strong track record of outcomes;
- has leadership experience (pastoral or academic);
- is committed to safeguarding and inclusion.`,
  },
  {
    id: 'cv-en-it-support',
    lang: 'en',
    set: 'tuning',
    design: 'docx-job-table',
    name: 'Aoife Gallagher',
    title: 'IT Support Engineer',
    contacts: ['+353 86 207 4418', 'aoife.gallagher@example.ie', 'Galway'],
    profile:
      'Second-line IT support engineer. Microsoft 365, Intune and networking in a 600-user organisation; calm with users, methodical with tickets.',
    headings: {
      ...H,
      profile: 'Profile',
      experience: 'Employment',
      certifications: 'Certifications',
      interests: undefined,
    },
    jobs: [
      {
        company: 'Corrib MedTech Ltd',
        position: 'IT Support Engineer (2nd line)',
        period: '06/2021 – present',
        place: 'Galway',
        bullets: [
          'Resolve 40+ tickets a week in ServiceNow, 96% within SLA',
          'Rolled out Intune for 450 laptops and 200 phones',
          'Manage switches, Wi-Fi and the VPN with the network team',
        ],
      },
      {
        company: 'Atlantic Computer Services',
        position: 'Service Desk Analyst',
        period: '09/2019 – 05/2021',
        place: 'Galway',
        bullets: [
          'First-line support for 15 SME clients',
          'Password resets, onboarding and hardware repairs',
        ],
      },
      {
        company: 'NUI Galway',
        position: 'IT Helpdesk Assistant (work placement)',
        period: '01/2019 – 08/2019',
        place: null,
        bullets: ['Student laptop clinic and lab imaging'],
      },
    ],
    education: [
      {
        degree: 'BSc Computing and Digital Media',
        institution: 'Atlantic Technological University',
        period: '2019',
        place: 'Galway',
        details: [],
      },
    ],
    certifications: [
      'Microsoft 365 Certified: Modern Desktop Administrator Associate',
      'CompTIA Network+',
      'ITIL 4 Foundation',
    ],
    skills: ['Microsoft 365', 'Intune', 'Active Directory', 'PowerShell', 'ServiceNow', 'Cisco Meraki'],
    languages: ['English', 'Irish'],
    offer: `Senior IT Support Engineer
Claddagh Life Sciences – Galway (hybrid, 3 days on site)
Permanent.
The role:
- act as escalation point for the service desk;
- manage endpoints with Intune and Microsoft 365 administration;
- support network and Wi-Fi troubleshooting with our MSP;
- write scripts (PowerShell) to automate routine tasks;
- document procedures and mentor junior colleagues.
Requirements:
- 3+ years in IT support, with second-line experience;
- strong Microsoft 365 and Intune skills;
- ITIL knowledge; CompTIA or Microsoft certifications an advantage.`,
  },
  {
    id: 'cv-en-security-officer',
    lang: 'en',
    set: 'held-out',
    design: 'docx-textbox-sidebar',
    name: 'Marcus Adeyemi',
    title: 'SIA Licensed Security Officer',
    contacts: ['07456 220 913', 'marcus.adeyemi@example.co.uk', 'Croydon, London'],
    profile:
      'Security officer with door supervision and corporate experience. Licensed, reliable on nights, good with people and with CCTV.',
    headings: {
      ...H,
      profile: 'Profile',
      experience: 'Experience',
      certifications: 'Licences',
      interests: 'Interests',
    },
    jobs: [
      {
        company: 'Sentinel Guarding Services',
        position: 'Security Supervisor',
        period: 'Oct 2022 – Present',
        place: 'Canary Wharf',
        bullets: [
          'Lead a team of 6 officers in a 24/7 office tower',
          'Daily occurrence reports and incident logs',
          'Fire warden and first aider',
        ],
      },
      {
        company: 'Sentinel Guarding Services',
        position: 'Security Officer',
        period: 'Jan 2020 – Sep 2022',
        place: 'Canary Wharf',
        bullets: ['Reception access control and CCTV monitoring'],
      },
      {
        company: 'NightSafe Events',
        position: 'Door Supervisor (weekends)',
        period: '2018 – 2021',
        place: 'Brixton',
        bullets: ['Venues and festivals up to 5,000 people'],
      },
      {
        company: 'Royal Logistic Corps',
        position: 'Driver (Lance Corporal)',
        period: '2012 – 2017',
        place: null,
        bullets: ['Convoy driving and vehicle checks, UK and Germany'],
      },
    ],
    education: [
      {
        degree: 'BTEC Level 2 in Public Services',
        institution: 'Croydon College',
        period: '2011',
        place: null,
        details: [],
      },
    ],
    certifications: ['SIA Door Supervisor licence', 'SIA CCTV licence', 'First Aid at Work (2024)'],
    skills: ['Access control', 'CCTV', 'Conflict management', 'Report writing'],
    languages: ['English', 'Yoruba'],
    interests: ['Boxing', 'football coaching'],
    offer: `Security Supervisor – Corporate Office, City of London
Permanent, 4 on 4 off days/nights, £17.50 per hour.
Responsibilities:
- supervise a team of security officers and reception staff;
- manage access control, CCTV and alarm responses;
- lead emergency procedures and fire evacuations;
- write incident reports and liaise with building management.
Requirements:
- valid SIA licence (Door Supervisor or Security Guarding) and CCTV licence;
- 2+ years’ experience in corporate security, supervisory experience preferred;
- first aid certificate; excellent communication skills.`,
  },
  {
    id: 'cv-en-sous-chef',
    lang: 'en',
    set: 'tuning',
    design: 'docx-hanging-dates',
    name: 'Callum Rennie',
    title: 'Sous Chef',
    contacts: ['07788 310 654', 'callum.rennie@example.co.uk', 'Edinburgh'],
    profile:
      'Sous chef from Scottish hotels and a busy gastropub. Seasonal menus, stock control and a kitchen that runs on time.',
    headings: {
      ...H,
      profile: 'Profile',
      experience: 'Kitchen Experience',
      education: 'Training',
      certifications: 'Certificates',
    },
    jobs: [
      {
        company: 'The Thistle & Crown',
        position: 'Sous Chef',
        period: '2022 – present',
        place: 'Leith, Edinburgh',
        bullets: [
          'Run the pass for 150 covers on weekends',
          'Weekly ordering and GP at 68%',
          'Train two apprentices',
        ],
      },
      {
        company: 'Balmoral Lodge Hotel',
        position: 'Chef de Partie',
        period: '2019 – 2022',
        place: 'Pitlochry',
        bullets: ['Sauce and fish sections, banqueting for 200'],
      },
      {
        company: 'Balmoral Lodge Hotel',
        position: 'Commis Chef',
        period: '2017 – 2019',
        place: 'Pitlochry',
        bullets: [],
      },
      {
        company: 'Harbour Fish Bar',
        position: 'Kitchen Porter',
        period: '2015 – 2017',
        place: 'Anstruther',
        bullets: ['Weekend and summer shifts while at college'],
      },
    ],
    education: [
      {
        degree: 'SVQ Level 3 Professional Cookery',
        institution: 'Edinburgh College',
        period: '2019',
        place: null,
        details: [],
      },
    ],
    certifications: ['REHIS Elementary Food Hygiene', 'Personal Licence (Scotland)'],
    skills: ['Menu costing', 'Butchery', 'Allergen management', 'Stock control'],
    languages: ['English'],
    offer: `Head Chef – The Kelpie Inn, Falkirk
Full-time, permanent, live-out. Salary up to £38,000 plus tronc.
We are a busy country inn serving fresh Scottish food to around 120 covers a day.
You will:
- lead a brigade of five and train our apprentices;
- write seasonal menus with local suppliers;
- control food costs, ordering and stock;
- keep our 5-star food hygiene rating.
About you:
- at least two years as a sous chef or head chef;
- REHIS or equivalent food hygiene certificate;
- calm leadership during service.`,
  },
];
