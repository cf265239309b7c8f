/**
 * The units a figure is read with (document/gates/quantities-of.ts), folded, each spelling to one unit: a figure
 * keeps its unit through a translation ('10 semaines' → '10 weeks'), and a changed unit is a changed fact
 * ('10 weeks' → '10 months', '€2.4M' → '£2.4M'). Currencies may stand before or after the figure; the other
 * units after it.
 */
const unit = (name: string, spellings: string) => spellings.split(' ').map((s) => [s, name] as const);

export const CURRENCY_WORDS: ReadonlyMap<string, string> = new Map([
  ...unit('eur', '€ eur euro euros'),
  ...unit('usd', '$ usd dollar dollars'),
  ...unit('gbp', '£ gbp pound pounds'),
  ...unit('chf', 'chf'),
]);

export const UNIT_WORDS: ReadonlyMap<string, string> = new Map([
  ...unit('percent', '% percent pourcent procent pct'),
  ...unit('points', 'pt pts point points punt punten'),
  ...unit('year', 'an ans annee annees year years yr yrs jaar jaren'),
  ...unit('month', 'mois month months maand maanden'),
  ...unit('week', 'semaine semaines sem week weeks weken'),
  ...unit('day', 'j jour jours day days dag dagen'),
  ...unit('hour', 'h heure heures hour hours hr hrs uur uren'),
  ...unit('minute', 'min minute minutes minuut minuten'),
  ...unit('second', 's sec seconde secondes second seconds seconden'),
  ...unit('millisecond', 'ms milliseconde millisecondes millisecond milliseconds'),
]);
