/**
 * What each fixture CV holds that ../shared/fixtures/fidelity-truth.json does not record (its e-mail and
 * phone, read by a person once against the document), and which job offers each CV goes with. The name and
 * the jobs (how many, which employers) come from fidelity-truth.json (lib/expected-cvs.ts), so they are
 * written down once. Files live in ../shared/fixtures (see its SOURCES.md and authored/README.md). null
 * means the file has no such field: the parser is right to find nothing. Phone numbers are compared by
 * their digits, e-mails without regard to case.
 */

export interface CvTruth {
  /** Path under the fixtures folder. */
  file: string;
  email: string | null;
  phone: string | null;
  /** Job offers the CV was written for (SOURCES.md's pairs, authored/README.md's pairs). */
  matches: string[];
  /** Trades the CV belongs to: an offer of the same trade is neither its match nor unrelated (see JOB_TRADES). */
  trades: Trade[];
}

export const CV_TRUTH: CvTruth[] = [
  // Header "John Doe", contact line with the e-mail and no phone; Experience lists Nexus AI, NVIDIA,
  // Google DeepMind, Apple ML Research, Microsoft Research. No matching offer.
  {
    file: 'cv/John_Doe_ClassicTheme_CV.pdf',
    email: 'john.doe@email.com',
    phone: null,
    matches: [],
    trades: ['data'],
  },
  // Header: name, "I (123) 456-7890", "# alfred.pennyworth@email.com"; Experience: Google, Amazon, Apple,
  // Netflix, Facebook (the 2020 home-automation entry is under Projects).
  {
    file: 'cv/alfred_pennyworth_pm.pdf',
    email: 'alfred.pennyworth@email.com',
    phone: '(123) 456-7890',
    matches: ['jobs/job_desc_product_manager.pdf'],
    trades: ['product'],
  },
  // Header: name, phone, "allthe.stars@google.com"; Experience: one role at Google since June 2022.
  {
    file: 'cv/barry_allen_fe.pdf',
    email: 'allthe.stars@google.com',
    phone: '(123) 456-7890',
    matches: ['jobs/job_desc_front_end_engineer.pdf'],
    trades: ['software'],
  },
  // Header: name, address, phone, "bwayne@email.com"; Experience: OpenAI, Uber, Facebook.
  {
    file: 'cv/bruce_wayne_fullstack.pdf',
    email: 'bwayne@email.com',
    phone: '(123) 456-7890',
    matches: ['jobs/job_desc_full_stack_engineer.pdf', 'jobs/job_desc_java_developer.pdf'],
    trades: ['software'],
  },
  // No name, e-mail or phone anywhere in the text; Werkervaring: Ministerie van Voorbeeld, Consultancy Voorbeeld BV.
  {
    file: 'cv/cv-voorbeeld.txt',
    email: null,
    phone: null,
    matches: ['jobs/nl-wbo-data-engineer.txt'],
    trades: ['data', 'software'],
  },
  // Header: name, "I (123) 456-7891", "hdent@email.com"; Experience: OpenAI, Uber, Facebook.
  {
    file: 'cv/harvey_dent_mle.pdf',
    email: 'hdent@email.com',
    phone: '(123) 456-7891',
    matches: ['jobs/ml-eng.txt'],
    trades: ['data'],
  },
  // Header "JOHN DOE", then "123 Main St … — (123) 456-7890 — john.doe@email.com"; WORK EXPERIENCE: ABC Company, XYZ Solutions.
  {
    file: 'cv/john_doe.pdf',
    email: 'john.doe@email.com',
    phone: '(123) 456-7890',
    matches: ['jobs/job_desc_full_stack_engineer.pdf', 'jobs/job_desc_java_developer.pdf'],
    trades: ['software'],
  },
  // Same person as single-column.pdf: "John Doe" heads the page, then the title and a contact line with the
  // e-mail and "+1 (415) 555-0142"; EXPERIENCE: Stripe, Figma, Notion.
  {
    file: 'cv/modern-two-column.pdf',
    email: 'john.doe@email.com',
    phone: '+1 (415) 555-0142',
    matches: [],
    trades: ['software'],
  },
  // First line "JOHN SMITH"; "Email: john.smith@email.com", "Phone: +1 (555) 123-4567"; TechCorp, StartupXYZ, WebSolutions.
  {
    file: 'cv/sample_resume_en.txt',
    email: 'john.smith@email.com',
    phone: '+1 (555) 123-4567',
    matches: [],
    trades: ['software'],
  },
  // Header "JOHN DOE", contact line with e-mail and "+1 (415) 555-0142"; EXPERIENCE: Stripe, Figma, Notion.
  {
    file: 'cv/single-column.pdf',
    email: 'john.doe@email.com',
    phone: '+1 (415) 555-0142',
    matches: [],
    trades: ['software'],
  },
  // Same content as single-column.pdf in two columns.
  {
    file: 'cv/two-column.pdf',
    email: 'john.doe@email.com',
    phone: '+1 (415) 555-0142',
    matches: [],
    trades: ['software'],
  },
  // Header: name, "+32 470 00 38 62", "rebecca.aldridge@example.com"; Experience: Maison Verhaegen, Hollins & Pryce (two roles).
  {
    file: 'authored/cv-en-marketing.docx',
    email: 'rebecca.aldridge@example.com',
    phone: '+32 470 00 38 62',
    matches: ['authored/job-en-marketing-manager.txt'],
    trades: ['marketing'],
  },
  // Sidebar CONTACT: "+33 6 00 00 52 81", "sebastien.kerjean@example.fr"; four jobs: Ateliers Lebreton
  // Métallerie, Distrilouest, Cabinet Guérin & Associés, Transports Le Floch (issue 16: the last one was
  // missed here). A distractor with no matching offer (authored/README.md).
  {
    file: 'authored/cv-fr-comptable.pdf',
    email: 'sebastien.kerjean@example.fr',
    phone: '+33 6 00 00 52 81',
    matches: [],
    trades: ['finance'],
  },
  // Header: name, "+33 6 00 00 14 27", "maelle.duchateau@example.fr"; Trajectoire Mobilités, Agence Pixelune,
  // Assurévia, Les Ateliers Vercors Numérique (internship, under Expérience professionnelle).
  {
    file: 'authored/cv-fr-developpeuse-fullstack.docx',
    email: 'maelle.duchateau@example.fr',
    phone: '+33 6 00 00 14 27',
    matches: ['authored/offre-fr-developpeur-fullstack.txt'],
    trades: ['software'],
  },
  {
    file: 'authored/cv-fr-developpeuse-fullstack.pdf',
    email: 'maelle.duchateau@example.fr',
    phone: '+33 6 00 00 14 27',
    matches: ['authored/offre-fr-developpeur-fullstack.txt'],
    trades: ['software'],
  },
  // Header: name, "+31 6 0000 4182", "sanne.verhoeven@example.org"; Werkervaring: Lindeboom, Zuiderlicht,
  // Ĳsselland Zorggroep (internship), Universiteit Domstad (student job).
  {
    file: 'authored/cv-nl-data-analist.docx',
    email: 'sanne.verhoeven@example.org',
    phone: '+31 6 0000 4182',
    matches: ['authored/vacature-nl-data-analist.txt'],
    trades: ['data'],
  },
  {
    file: 'authored/cv-nl-data-analist.pdf',
    email: 'sanne.verhoeven@example.org',
    phone: '+31 6 0000 4182',
    matches: ['authored/vacature-nl-data-analist.txt'],
    trades: ['data'],
  },
];

export type Trade =
  | 'software'
  | 'data'
  | 'devops'
  | 'product'
  | 'marketing'
  | 'design'
  | 'business'
  | 'academic'
  | 'finance';

/**
 * The trade of every job offer, from its title. A CV ranked against an offer of its own trade that is not
 * its listed match (a front-end CV against another front-end offer) proves nothing either way, so such
 * pairs are left out of the ranking; every other offer is unrelated. The strict figure counts them too.
 */
export const JOB_TRADES: Record<string, Trade> = {
  'jobs/academic_professor.txt': 'academic', // Assistant Professor, Computer Science (teaching, research)
  'jobs/backend-eng.txt': 'software', // Senior Backend Engineer, Python/FastAPI
  'jobs/business_business_analyst.txt': 'business', // Business Analyst, process optimisation
  'jobs/business_marketing_manager.txt': 'marketing', // Digital Marketing Manager
  'jobs/business_product_manager.txt': 'product', // Senior Product Manager, mobile apps
  'jobs/creative_content_writer.txt': 'marketing', // Content Marketing Writer
  'jobs/creative_graphic_designer.txt': 'design', // Graphic Designer
  'jobs/creative_ux_designer.txt': 'design', // Senior UX/UI Designer
  'jobs/frontend-eng.txt': 'software', // Senior Frontend Engineer, React/Next.js
  'jobs/job_desc_front_end_engineer.pdf': 'software', // Front-end engineer
  'jobs/job_desc_full_stack_engineer.pdf': 'software', // Full-stack engineer
  'jobs/job_desc_java_developer.pdf': 'software', // Java developer
  'jobs/job_desc_product_manager.pdf': 'product', // Product manager
  'jobs/ml-eng.txt': 'data', // Machine Learning Engineer
  'jobs/nl-frontend-developer-nts.md': 'software', // Frontend Developer (Dutch)
  'jobs/nl-wbo-data-engineer.txt': 'data', // Senior Data Engineer (Dutch stub)
  'jobs/product-manager.txt': 'product', // Senior Product Manager, B2B SaaS
  'jobs/sample_job.txt': 'software', // Senior Full-Stack Developer
  'jobs/tech_data_scientist.txt': 'data', // Data Scientist, machine learning
  'jobs/tech_devops_engineer.txt': 'devops', // DevOps Engineer, cloud infrastructure
  'jobs/tech_software_engineer.txt': 'software', // Software Engineer, full stack
  'authored/job-en-marketing-manager.txt': 'marketing', // Marketing Manager Benelux
  'authored/offre-fr-chef-de-projet-marketing.txt': 'marketing', // Chef de projet marketing produit
  'authored/offre-fr-developpeur-fullstack.txt': 'software', // Développeur·se full-stack TypeScript
  'authored/vacature-nl-data-analist.txt': 'data', // Data-analist
};
