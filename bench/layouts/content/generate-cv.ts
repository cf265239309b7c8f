import { createRandom, type Random } from '../random';
import { HEADINGS, type SectionKind } from '../vocabulary/headings';
import { INTERESTS, LANGUAGE_NAMES, LEVELS, NATIVE_LEVEL } from '../vocabulary/personal-words';
import { OFFER_TEMPLATES, SUMMARY_OPENINGS } from '../vocabulary/summary-words';
import { forRegion, type Lang, REGIONS_OF, type TradeWords } from '../vocabulary/trade-words';
import { TRADES } from '../vocabulary/trades';
import { type PeriodStyle, pickPeriodFormat } from './format-period';
import { generateEducation } from './generate-education';
import { generateExperience, TODAY } from './generate-experience';
import { generatePerson } from './generate-person';
import { type GeneratedCv, jobsOf, type SpokenLanguage } from './generated-cv';

/**
 * seed → a whole CV (its data is the truth the reading is compared with). Each part draws from its own forked
 * stream, so a layout family's rules (LinkedIn's date format, its three top skills) change only what they
 * govern and the rest of the CV stays the one of that seed.
 */

export interface ContentRules {
  periodStyle?: PeriodStyle;
  /** Every role dated, no seasonal or undated entry. */
  datedOnly?: boolean;
  /** Headings the layout prints whatever the person would write (LinkedIn's, Europass's). */
  headings?: (lang: Lang) => Partial<Record<SectionKind, string>>;
  /** The layout has no line for a job's contract or employer description (LinkedIn). */
  noContext?: boolean;
  maxSkills?: number;
  noInterests?: boolean;
  /** Levels of spoken languages as the layout words them (LinkedIn's 'Full Professional'). */
  levels?: (lang: Lang, native: boolean) => string[];
  /** Sections the layout always has, and those it never prints. */
  always?: SectionKind[];
  never?: SectionKind[];
}

const NATIVE: Record<string, string> = { fr: 'Français', en: 'English', nl: 'Nederlands' };

function spokenLanguages(random: Random, lang: Lang, rules: ContentRules): SpokenLanguage[] {
  const levels = (native: boolean) =>
    rules.levels?.(lang, native) ?? (native ? NATIVE_LEVEL[lang] : LEVELS[lang]);
  const others = random.sample(
    LANGUAGE_NAMES[lang].filter((l) => l !== NATIVE[lang]),
    random.int(1, 3),
  );
  return [
    { name: NATIVE[lang]!, level: random.pick(levels(true)) },
    ...others.map((name) => ({ name, level: random.pick(levels(false)) })),
  ];
}

function summaryOf(random: Random, lang: Lang, words: TradeWords, title: string, years: number): string {
  const opening = random
    .pick(SUMMARY_OPENINGS[lang])
    .replace(
      '{title_lower}',
      /^[A-Z]{2}/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1),
    )
    .replace('{title}', title)
    .replace('{years}', String(years))
    .replace('{domain}', words.domain);
  return [opening, ...random.sample(words.strengths, random.int(1, 2))].join(' ');
}

function sectionsOf(random: Random, lang: Lang, present: SectionKind[], rules: ContentRules) {
  const unusual = random.chance(0.3);
  const order = [...present];
  // juniors and some templates put the education, or the skills, before the experience
  if (order.includes('education') && random.chance(0.15)) {
    order.splice(order.indexOf('education'), 1);
    order.splice(order[0] === 'summary' ? 1 : 0, 0, 'education');
  }
  const heading = (kind: SectionKind) => {
    const words = HEADINGS[lang][kind];
    const rare = unusual && (kind === 'experience' || random.chance(0.5));
    const drawn = random.pick(rare ? words.rare : words.common);
    return rules.headings?.(lang)[kind] ?? drawn;
  };
  return order.map((kind) => ({ kind, heading: heading(kind) }));
}

export function generateCv(seed: number, rules: ContentRules = {}): GeneratedCv {
  const random = createRandom(`cv:${seed}`);
  const lang = random.weighted<Lang>([
    ['fr', 4],
    ['en', 3],
    ['nl', 3],
  ]);
  const region = random.pick(REGIONS_OF[lang]);
  const trade = random.pick(TRADES);
  const words = trade[lang];
  const person = generatePerson(random.fork('person'), lang, region);
  const format = pickPeriodFormat(random.fork('period'), lang, rules.periodStyle);
  const experience = generateExperience(random.fork('experience'), {
    lang,
    region,
    trade,
    gender: person.gender,
    format,
    datedOnly: rules.datedOnly,
    noContext: rules.noContext,
  });
  const jobs = jobsOf({ experience } as GeneratedCv);
  const oldest = jobs[jobs.length - 1]!.start.year;
  const more = random.fork('more');
  const education = generateEducation(more, {
    lang,
    region,
    words,
    format,
    firstJobYear: oldest,
    dated: rules.datedOnly,
  });
  const certifications = more
    .sample(
      forRegion(words.certifications, region),
      more.weighted([
        [0, 2],
        [1, 3],
        [2, 2],
        [3, 1],
      ] as [number, number][]),
    )
    .map((c) => (more.chance(0.3) ? `${c} (${more.int(oldest, TODAY.year)})` : c));
  const skills = more.sample(words.skills, Math.min(rules.maxSkills ?? 99, more.int(5, 9)));
  const languages = spokenLanguages(more, lang, rules);
  const interests = rules.noInterests ? [] : more.sample(INTERESTS[lang], more.int(0, 4));
  const title = more.chance(0.7) ? jobs[0]!.position : more.pick(jobs.map((j) => j.position));
  const summary = summaryOf(more, lang, words, title, Math.max(1, TODAY.year - oldest));
  const always = new Set(rules.always ?? []);
  const present: SectionKind[] = (
    [
      ['summary', more.chance(0.85)],
      ['experience', true],
      ['education', education.length > 0],
      ['skills', more.chance(0.9)],
      ['certifications', certifications.length > 0],
      ['languages', more.chance(0.8)],
      ['interests', interests.length > 0],
    ] as [SectionKind, boolean][]
  )
    .filter(([kind, on]) => (on || always.has(kind)) && !rules.never?.includes(kind))
    .map(([kind]) => kind);
  const offer = OFFER_TEMPLATES[lang]
    .replaceAll('{title}', title)
    .replace('{town}', person.city)
    .replace('{mission1}', words.bullets[0]!.replace(/\{\w+\}/g, '10'))
    .replace('{mission2}', words.bullets[1]!.replace(/\{\w+\}/g, '10'))
    .replace('{skills}', more.sample(words.skills, 4).join(', '));
  return {
    seed,
    lang,
    region,
    trade: trade.id,
    gender: person.gender,
    name: person.name,
    email: person.email,
    phone: person.phone,
    city: person.city,
    linkedin: person.linkedin,
    title,
    // a section the page does not print holds nothing: the truth is what the file shows
    summary: present.includes('summary') ? summary : '',
    experience,
    education,
    certifications: present.includes('certifications') ? certifications : [],
    skills: present.includes('skills') ? skills : [],
    languages: present.includes('languages') ? languages : [],
    interests: present.includes('interests') ? interests : [],
    sections: sectionsOf(more.fork('sections'), lang, present, rules),
    offer,
  };
}
