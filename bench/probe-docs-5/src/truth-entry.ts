import type { Printed } from './rendered';
import { type Cv, type Design, fileOf } from './types';

/** The truth's `layout` line per design: what the page looks like, in the words of the earlier sets. */
export const LAYOUTS: Record<Design, string> = {
  'jakes-resume':
    'single (LaTeX "Jake’s résumé": centred name and contacts, small-caps ruled headings, company bold left with its dates flush right, the role in italics below with the town flush right, tight bullets)',
  'awesome-cv':
    'single (LaTeX Awesome-CV: light first name and bold surname centred, small-caps headings whose first three letters are red with a rule to the margin, company bold with the town right in red italics, role in grey small capitals with the dates right in italics)',
  'gdocs-spearmint':
    'single (Google Docs "Spearmint" template printed to PDF: green top rule and green headings, "**Company**, Town — *Role*" on one line, the dates in small grey type below, round bullets)',
  'grid-margin-headings':
    'single (grid CV: each section heading in a 42 mm left margin column on the baseline of the section’s first line, thin rules between sections; per job "**Role** · Company, Town", the dates in small grey type below)',
  'cvmaker-export':
    'single (Dutch "CV-maker" web export: a personal-details table first, ruled blue headings, each entry a row with "**Role**" / "Company, Town" / bullets on the left and the period right-aligned in a grey right column)',
  'us-caps-jspdf':
    'single (US-style résumé drawn word by word with jsPDF: centred name, capital ruled headings, "COMPANY, Town" in bold with the roles at that employer grouped under it, each role in italics with its dates flush right)',
  'europass-labels-jspdf':
    'single (Europass CV of 2004–2012 drawn line by line with jsPDF: a left column of right-aligned labels — Dates, Occupation or position held, Main activities and responsibilities, Name and address of employer, Type of business or sector — beside the values, a vertical rule, a footer "Page 1/1 - Curriculum vitae of …")',
  'docx-borderless-table':
    'single (Word file built as ONE borderless table: merged rows for the name and each heading, then rows with the dates in the left cell and "**Role**" / "*Company, Town*" / list bullets in the right cell)',
  'docx-custom-styles':
    'single (Word file whose headings are custom paragraph styles "CV Section" / "Sectiekop" with no outline level; "**Company**, Town ⇥ dates" on a right tab stop, the role in the style "CV Role", bullets by the style "CV Bullet"; skills, languages and certificates after a continuous section break in two newspaper columns)',
  'docx-gdocs-export':
    'single (Google Docs résumé downloaded as .docx: Title, Heading 1–3 styles, "**Company**, Town — *Role*" in Heading 2 and the dates in Heading 3, runs cut every few characters, empty paragraphs for spacing, a separate numbering for each bullet list)',
};

const NOTES: Partial<Record<Design, string>> = {
  'cvmaker-export':
    'The personal-details section repeats the name, e-mail, phone and town in a label/value table.',
  'us-caps-jspdf':
    'Roles at one employer are grouped under one "COMPANY, Town" line, printed once: every role has that town as context. Companies are written in capitals in the source.',
  'europass-labels-jspdf':
    'The left-column labels (Dates, Occupation or position held...) and the footer are not content. context joins the town printed after the employer and the "Type of business or sector" line with \' · \'. Languages, other skills and the driving licence are labelled rows of the personal-skills section, not sections.',
  'docx-custom-styles':
    'The section headings carry no Heading style and no outline level: only the custom style’s look (bold, coloured, ruled).',
  'docx-gdocs-export': 'Runs are cut every 2–6 characters: the strings are the joined text.',
};

/** One file of truth.json, from the author’s data and the headings the design printed. */
export function truthEntry(cv: Cv, printed: Printed) {
  return {
    id: fileOf(cv),
    lang: cv.lang,
    layout: LAYOUTS[cv.design],
    name: cv.name,
    experience_heading: printed.expHeading,
    experiences: cv.jobs.map((j, i) => ({
      company: j.company,
      position: j.position,
      period: j.period,
      context: printed.contexts[i] ?? null,
      bullets: j.bullets,
    })),
    education: cv.edu.map((d) => ({
      degree: d.degree,
      institution: d.institution,
      period: d.period,
      context: d.place,
      details: d.details ?? [],
    })),
    certifications: cv.certs,
    sections: printed.sections,
    notes: [`Design '${cv.design}'.`, NOTES[cv.design]].filter(Boolean).join(' '),
    unclear: [] as string[],
    offer: `offers/${cv.id}.txt`,
  };
}
