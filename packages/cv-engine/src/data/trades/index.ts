import { ACCOUNTING } from './accounting';
import { CARE } from './care';
import { CONSTRUCTION } from './construction';
import { HOSPITALITY } from './hospitality';
import { HR } from './hr';
import { IT } from './it';
import { LAW } from './law';
import { LOGISTICS } from './logistics';
import { MANAGEMENT } from './management';
import { PUBLIC_SERVICE } from './public-service';
import { RETAIL } from './retail';
import { TEACHING } from './teaching';
import type { SkillAlias } from './trade-row';

/**
 * The trade vocabularies (issue 24): the words of the trades the product's users come from besides software —
 * care, construction, accounting, logistics, teaching, law, hospitality, retail, public service, general
 * management, IT support and human resources — each a file with its sources. Read after data/skill-aliases.ts (keywords/skill-terms.ts): a
 * spelling already named there keeps its row.
 */
export const TRADE_VOCABULARIES: readonly SkillAlias[] = [
  ...CARE,
  ...CONSTRUCTION,
  ...ACCOUNTING,
  ...LOGISTICS,
  ...TEACHING,
  ...LAW,
  ...HOSPITALITY,
  ...RETAIL,
  ...PUBLIC_SERVICE,
  ...MANAGEMENT,
  ...IT,
  ...HR,
];
