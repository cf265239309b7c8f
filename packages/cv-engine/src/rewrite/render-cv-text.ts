import type { Education, Experience, ParsedCv, TargetLanguage } from '@cv/contracts';
import { opensWithEmployerContext } from '../parse/employer-context';
import type { SectionKey } from '../parse/section-headings';
import { readAdditionalBlocks } from './additional-blocks';
import type { SkillLine } from './order-skills';
import { OUTPUT_ORDER, SECTION_LABELS } from './section-labels';

/**
 * Rewrite step — the CV as text, in the layout the preview and the PDF read (layout/layout-cv-text.ts):
 *
 *   Name                                   line 1
 *   Lyon | +33 6 00 00 14 27 | a@b.fr      line 2: contact items joined with ' | '
 *   Title                                  line 3
 *                                          a blank line before each section
 *   EXPÉRIENCE PROFESSIONNELLE             heading: the whole line in capitals
 *   **Position** — Company | period        an entry: position (or degree) in bold
 *   Lyon · CDI                             the line about the employer, when the CV has one: no bullet
 *   • bullet                               bullets start with '• '
 *
 * `**…**` marks bold spans. Empty fields and empty sections are left out.
 */
export type RenderInput = { cv: ParsedCv; skills: SkillLine[]; language: TargetLanguage };

export function renderCvText({ cv, skills, language }: RenderInput): string {
  const labels = SECTION_LABELS[language];
  const colon = language === 'french' ? ' :' : ':';
  const bodies = new Map<SectionKey, string[]>();
  const add = (key: SectionKey, lines: string[]) => {
    if (lines.length > 0) bodies.set(key, [...(bodies.get(key) ?? []), ...lines]);
  };
  add('summary', lines(cv.summary));
  add(
    'skills',
    skills
      .filter((s) => s.items.length > 0)
      .map((s) => `• ${s.label ? `**${s.label}${colon}** ` : ''}${s.items.join(', ')}`),
  );
  add(
    'softSkills',
    lines(cv.softSkills).map((line) => `• ${line}`),
  );
  add('experience', cv.experience.flatMap(renderExperience));
  add('education', cv.education.flatMap(renderEducation));
  add(
    'certifications',
    cv.certifications.filter((c) => c.trim()).map((c) => `• ${c.trim()}`),
  );
  const others: string[] = [];
  for (const block of readAdditionalBlocks(cv.additionalInfo)) {
    if (block.key === 'other' && block.label)
      others.push(block.label.toLocaleUpperCase(), ...block.lines, '');
    else add(block.key, block.lines);
  }
  const out = [cv.name, cv.contact, cv.title].map((line) => line.trim()).filter(Boolean);
  for (const key of OUTPUT_ORDER) {
    const body = bodies.get(key);
    if (!body) continue;
    out.push('', labels[key].toLocaleUpperCase(), ...body);
  }
  if (others.length > 0) out.push('', ...others);
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function entryLine(main: string, second: string, period: string | null): string {
  const head = [main ? `**${main}**` : '', second].filter(Boolean).join(' — ');
  return period ? `${head} | ${period}` : head;
}

function renderExperience(entry: Experience): string[] {
  const header = entryLine(entry.position.trim(), entry.company.trim(), entry.period?.trim() || null);
  const description = entry.description.map((d) => d.trim()).filter(Boolean);
  // the employer's context line stays a plain line under the header (parse/employer-context.ts)
  const context = opensWithEmployerContext(entry) ? description.shift()! : '';
  return [header, context, ...description.map((d) => `• ${d}`)].filter(Boolean);
}

function renderEducation(entry: Education): string[] {
  const header = entryLine(entry.degree.trim(), entry.institution.trim(), entry.period?.trim() || null);
  return [header, ...lines(entry.description).map((d) => `• ${d}`)].filter(Boolean);
}
