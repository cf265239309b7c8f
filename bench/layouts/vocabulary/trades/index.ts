import type { Trade } from '../trade-words';
import { ACCOUNTING } from './accounting';
import { CARE } from './care';
import { CONSTRUCTION } from './construction';
import { HOSPITALITY } from './hospitality';
import { IT } from './it';
import { LAW } from './law';
import { LOGISTICS } from './logistics';
import { PUBLIC_SERVICE } from './public-service';
import { RESEARCH } from './research';
import { RETAIL } from './retail';
import { SALES } from './sales';
import { TEACHING } from './teaching';

/** Every trade a generated CV may belong to, each as likely as the others. */
export const TRADES: readonly Trade[] = [
  CARE,
  CONSTRUCTION,
  ACCOUNTING,
  LOGISTICS,
  TEACHING,
  LAW,
  HOSPITALITY,
  RETAIL,
  PUBLIC_SERVICE,
  IT,
  SALES,
  RESEARCH,
];
