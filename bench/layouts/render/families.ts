import { DOCX_HEADINGS, DOCX_TABLE, DOCX_TEXT_BOXES } from './docx/docx-families';
import type { Family } from './family';
import { LEFT_SIDEBAR, RIGHT_SIDEBAR, TWO_COLUMNS } from './html/columns';
import { EUROPASS } from './html/europass';
import { LINKEDIN } from './html/linkedin';
import { MARGIN_DATES } from './html/margin-dates';
import { SINGLE_COMPANY_FIRST, SINGLE_DATE_FIRST, SINGLE_TITLE_FIRST } from './html/single-column';
import { SPACED_CAPS } from './html/spaced-caps';
import { TABLE } from './html/table-layout';
import { MARKDOWN, PLAIN_TEXT } from './text/text-families';

/** Every layout family, in the order the bench prints them. */
export const FAMILIES: readonly Family[] = [
  SINGLE_TITLE_FIRST,
  SINGLE_COMPANY_FIRST,
  SINGLE_DATE_FIRST,
  TWO_COLUMNS,
  LEFT_SIDEBAR,
  RIGHT_SIDEBAR,
  TABLE,
  MARGIN_DATES,
  SPACED_CAPS,
  LINKEDIN,
  EUROPASS,
  DOCX_HEADINGS,
  DOCX_TABLE,
  DOCX_TEXT_BOXES,
  MARKDOWN,
  PLAIN_TEXT,
];

export const familyNamed = (name: string): Family | undefined => FAMILIES.find((f) => f.name === name);
