import type { Cv } from './types';

/** A job offer as a plain text page, under the usual headings of the CV's language. */
const HEADINGS: Record<Cv['lang'], [string, string, string, string]> = {
  fr: ['Vos missions', 'Votre profil', 'Ce que nous offrons', 'Pour postuler'],
  en: ["What you'll do", 'What we are looking for', 'What we offer', 'How to apply'],
  nl: ['Wat ga je doen', 'Wie ben jij', 'Wat bieden wij', 'Solliciteren'],
};

export function offerText(cv: Cv): string {
  const o = cv.offer;
  const [missions, profile, offer, apply] = HEADINGS[cv.lang];
  const list = (items: string[]) => items.map((i) => `- ${i}`);
  return [
    o.title,
    `${o.employer} — ${o.place}`,
    '',
    o.intro,
    '',
    missions,
    ...list(o.missions),
    '',
    profile,
    ...list(o.profile),
    '',
    offer,
    ...list(o.offer),
    '',
    apply,
    o.apply,
    '',
  ].join('\n');
}
