import { NAME_LABELS, PERSONAL_DATA_LABELS } from '../data/personal-data-labels';

/**
 * A label and its value set on a tab stop ('Période : ⇥ 2020 – aujourd’hui', 'Naam ⇥ Sanne Jansen', a row of the
 * personal-data table): written as the label, its colon and the value — not with the ' · ' a column gap gets
 * between two pieces of a line, which read 'Période : · 2020 – aujourd’hui'. A label without a colon gets one
 * only when it is a personal-data label ('Nom', 'Geboortedatum'): any other first piece may be a name or a
 * title beside its dates ('Acme ⇥ 2019 – 2021'). The colon is set as the CV sets its own ('Anglais : notions',
 * French, with a space before it), else as the label's language does.
 */
export type ColonHabit = 'spaced' | 'tight';

export function labelAndValue(text: string, habit?: ColonHabit): string | undefined {
  const tab = text.indexOf('\t');
  if (tab <= 0) return undefined;
  const label = text.slice(0, tab).trim();
  const value = text.slice(tab + 1).trim();
  if (label === '' || value === '') return undefined;
  if (/[:：]$/.test(label)) return `${label} ${value}`;
  const language = LANGUAGES.get(keyOf(label));
  if (language === undefined) return undefined;
  const spaced = habit ? habit === 'spaced' : language === 'fr';
  return `${label}${spaced ? ' : ' : ': '}${value}`;
}

/** How the CV writes a colon after a word, when it writes any: 'Anglais : notions' or 'Languages: English'. */
export function colonHabit(texts: readonly string[]): ColonHabit | undefined {
  let spaced = 0;
  let tight = 0;
  for (const text of texts) {
    if (/\p{L} [:：](?:\s|$)/u.test(text)) spaced++;
    if (/\p{L}[:：](?:\s|$)/u.test(text)) tight++;
  }
  return spaced === tight ? undefined : spaced > tight ? 'spaced' : 'tight';
}

const LANGUAGES = new Map<string, string>();
for (const [language, labels] of Object.entries(PERSONAL_DATA_LABELS))
  for (const label of labels) LANGUAGES.set(label, language);

const keyOf = (label: string) =>
  label.normalize('NFC').toLocaleLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/** The person's name from a name field set on a tab stop ('Nom ⇥ Lucas Gérard', 'Naam: ⇥ Sanne Jansen'). */
export function valueOfNameLabel(text: string): string | undefined {
  const tab = text.indexOf('\t');
  if (tab <= 0) return undefined;
  const label = keyOf(text.slice(0, tab).replace(/\s*[:：]\s*$/, ''));
  const value = text.slice(tab + 1).trim();
  return NAME_LABELS.includes(label) && value !== '' ? value : undefined;
}
