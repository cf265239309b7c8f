import { readFixture } from './read-fixture';

/**
 * Test and bench only (issue 17): texts built to make a careless heuristic slow — long runs of lines that a
 * step joins, repeats or compares, and long runs of one character that a pattern steps back through. Each CV
 * is at most 50 000 characters (the API's limit) unless its name says otherwise, and each offer at most
 * 20 000: what any signed-in user may send, for free, to /api/parse-cv. Shared by src/hostile-input.test.ts
 * and bench/hostile-input.ts.
 */
export type HostileCase = { readonly name: string; readonly text: string };

const lines = (count: number, line: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => line(i)).join('\n');

// A word that never repeats ('wa', 'wb'… the digits of a base-36 count spelled as letters): a new token each.
const distinctWord = (i: number) => `w${i.toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

const repeatTo = (text: string, max: number) => text.repeat(Math.floor(max / (text.length + 1))).trim();

export const HOSTILE_CVS: readonly HostileCase[] = [
  // the case: each line goes on from the one before (lower case), so all of them join into one
  { name: '25 000 one-character lines', text: lines(25_000, () => 'a') },
  { name: '10 000 distinct lower-case words, one per line', text: lines(10_000, distinctWord) },
  { name: 'one 50 000-character line of words', text: 'lorem ipsum dolor '.repeat(2_777) },
  { name: 'one 50 000-character word', text: 'a'.repeat(50_000) },
  { name: '50 000 bullet signs', text: '•'.repeat(50_000) },
  { name: '25 000 bullet signs and spaces', text: '• '.repeat(25_000) },
  { name: '5 000 bullets', text: lines(5_000, (i) => `• t${i}`) },
  { name: '5 000 lines ending on a comma', text: lines(5_000, () => 'A, ') },
  { name: '5 000 lower-case lines ending on a comma', text: lines(5_000, () => 'a, ') },
  { name: '5 000 lines ending on a small word', text: lines(5_000, () => 'de') },
  { name: '5 000 words cut at a hyphen', text: lines(5_000, () => 'dé-') },
  { name: '5 000 date-like lines', text: lines(5_000, () => '2020-2021') },
  { name: '4 000 job headers', text: lines(4_000, (i) => `Dev ${2000 + (i % 25)}`) },
  { name: '5 000 page footers', text: lines(5_000, () => 'Page 1/2') },
  { name: '5 000 identical headings (55 000 chars)', text: lines(5_000, () => 'EXPERIENCE') },
  {
    name: 'headings of every section, repeated',
    text: lines(4_500, (i) => ['Expérience', 'Formation', 'Compétences', 'Langues', 'Profil'][i % 5]!),
  },
  // after a known heading, each short line in capitals opens a section of its own
  {
    name: '10 000 distinct headings in capitals',
    text: `Expérience\n${lines(10_000, (i) => distinctWord(i).toUpperCase())}`,
  },
  { name: '5 000 e-mail lines', text: lines(5_000, (i) => `${i}@b.fr`) },
  {
    name: 'a job header with 24 000 separators',
    text: `Expérience\nDéveloppeur${' -'.repeat(24_000)} Acme 2019 – 2021\n• a`,
  },
  {
    name: 'a job header with 48 000 commas',
    text: `Expérience\nDéveloppeur 2019 – 2021${','.repeat(48_000)} b`,
  },
  { name: 'a line with 49 000 em spaces', text: `Expérience\nDev${'\u2003'.repeat(49_000)}x 2020 – 2021` },
  { name: 'a line of 24 000 spaces and tabs', text: `Expérience\nDev${' \t'.repeat(24_000)}x 2020 – 2021` },
  {
    name: 'a real CV repeated to 50 000 characters',
    text: repeatTo(readFixture('cv-fr-developpeuse-fullstack'), 50_000),
  },
];

export const HOSTILE_OFFERS: readonly HostileCase[] = [
  { name: 'offer: 10 000 one-character lines', text: lines(10_000, () => 'a') },
  { name: 'offer: one 20 000-character word', text: 'a'.repeat(20_000) },
  {
    name: 'offer: 2 500 distinct words',
    text: Array.from({ length: 2_500 }, (_, i) => distinctWord(i)).join(' '),
  },
  { name: 'offer: one keyword 2 800 times', text: 'React, '.repeat(2_800) },
  { name: 'offer: a line with 19 000 em spaces', text: `Développeur${'\u2003'.repeat(19_000)}React` },
  {
    name: 'offer: a real offer repeated to 20 000 characters',
    text: repeatTo(readFixture('offre-fr-developpeur-fullstack'), 20_000),
  },
];

/** The one-page offer and the CV that the hostile CVs and offers are paired with. */
export const ORDINARY_OFFER = readFixture('offre-fr-developpeur-fullstack');
export const ORDINARY_CV = readFixture('cv-fr-developpeuse-fullstack');
