import type { Random } from '../random';
import { FIRST_NAMES, SURNAMES } from '../vocabulary/names';
import { townsOf } from '../vocabulary/places';
import type { Lang, Region } from '../vocabulary/trade-words';

/**
 * A person's name and contact details. Phones come only from ranges regulators keep out of service for fiction
 * (ARCEP's 01 99 00 and 06 39 98 blocks in France, Ofcom's 07700 900 and 020 7946 0 blocks in the UK, the
 * North American 555-01xx range); Belgian and Dutch persons get one of those written internationally, since
 * neither country reserves such a range. E-mail domains are the reserved example.com/.org/.net (RFC 2606).
 */

export interface Person {
  gender: 'f' | 'm';
  first: string;
  surname: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  linkedin: string | null;
}

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');

function phoneFor(random: Random, region: Region): string {
  const pair = () => digits(random, 2);
  switch (region) {
    case 'FR':
      return random.pick([
        `06 39 98 ${pair()} ${pair()}`,
        `01 99 00 ${pair()} ${pair()}`,
        `+33 6 39 98 ${pair()} ${pair()}`,
      ]);
    case 'UK':
      return random.pick([`07700 900${digits(random, 3)}`, `020 7946 0${digits(random, 3)}`]);
    case 'IE':
    case 'BE':
    case 'NL':
      return random.pick([`+44 7700 900${digits(random, 3)}`, `+33 6 39 98 ${pair()} ${pair()}`]);
    case 'US':
      return `(${random.pick(['303', '614', '916', '919'])}) 555-01${digits(random, 2)}`;
  }
}

/** Lower case ASCII, for addresses: 'Hélène Le Goff' → 'helene', 'le-goff'. */
export const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function generatePerson(random: Random, lang: Lang, region: Region): Person {
  const gender = random.chance(0.5) ? 'f' : 'm';
  const first = random.pick(FIRST_NAMES[region][gender]);
  const surname = random.pick(SURNAMES[region]);
  // French CVs often print the surname in capitals; the truth is the name as printed.
  const upper = lang === 'fr' && random.chance(0.3);
  const name = `${first} ${upper ? surname.toLocaleUpperCase('fr') : surname}`;
  const local = random.pick([
    `${slug(first)}.${slug(surname)}`,
    `${slug(first)}${slug(surname)}`,
    `${slug(first).charAt(0)}.${slug(surname)}`,
    `${slug(first)}.${slug(surname)}${random.int(70, 99)}`,
  ]);
  return {
    gender,
    first,
    surname,
    name,
    email: `${local}@${random.pick(['example.com', 'example.org', 'example.net'])}`,
    phone: phoneFor(random, region),
    city: random.pick(townsOf(region, lang)),
    linkedin: random.chance(0.4)
      ? `linkedin.com/in/${slug(first)}-${slug(surname)}-${digits(random, 3)}a`
      : null,
  };
}
