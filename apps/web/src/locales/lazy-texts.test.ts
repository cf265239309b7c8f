import { describe, expect, it } from 'vitest';
import adminEn from './admin.en.json';
import adminFr from './admin.fr.json';
import exampleEn from './example.en.json';
import exampleFr from './example.fr.json';
import helpEn from './help.en.json';
import helpFr from './help.fr.json';
import letterEn from './letter.en.json';
import letterFr from './letter.fr.json';
import offerEn from './offer.en.json';
import offerFr from './offer.fr.json';
import offerLinkEn from './offer-link.en.json';
import offerLinkFr from './offer-link.fr.json';
import paperEn from './paper.en.json';
import paperFr from './paper.fr.json';
import paymentEn from './payment.en.json';
import paymentFr from './payment.fr.json';
import previewEn from './preview.en.json';
import previewFr from './preview.fr.json';
import readingEn from './reading.en.json';
import readingFr from './reading.fr.json';
import resultsEn from './results.en.json';
import resultsFr from './results.fr.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

// the texts that load with their chunks: the result's review, editor and history; « Ce que nous avons lu »;
// the admin screen; the help dialog; the offer's link field; the visitor's example; the preview; the payments;
// the cover letter's tab
describe.each([
  ['results', resultsFr, resultsEn],
  ['reading', readingFr, readingEn],
  ['admin', adminFr, adminEn],
  ['help', helpFr, helpEn],
  ['example', exampleFr, exampleEn],
  ['offer', offerFr, offerEn],
  ['offerLink', offerLinkFr, offerLinkEn],
  ['preview', previewFr, previewEn],
  ['payment', paymentFr, paymentEn],
  ['paper', paperFr, paperEn],
  ['letter', letterFr, letterEn],
] as const)("the lazily loaded texts '%s'", (_name, fr, en) => {
  const french = new Map(flatten(fr));
  const english = new Map(flatten(en));

  it('have the same keys and interpolation variables in French and English, none empty', () => {
    expect([...english.keys()].sort()).toEqual([...french.keys()].sort());
    for (const [key, text] of french) {
      expect(variables(english.get(key) ?? ''), key).toEqual(variables(text));
      expect(text.trim(), key).not.toBe('');
      expect(english.get(key)?.trim(), key).not.toBe('');
    }
  });
});
