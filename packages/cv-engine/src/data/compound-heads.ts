/**
 * The last parts of Dutch compounds that name where a trade is practised ('optiekzaak', 'bakkerszaak',
 * 'advocatenkantoor', 'onroerendgoedpraktijk', 'bouwbedrijf'): an ad asking for experience in such a compound asks
 * for the trade its first part names, and a CV naming the trade ('Optiek', 'onroerend goed') meets it
 * (keywords/match-job-keywords.ts). Folded.
 *
 * Source: Dutch compounds are head-final (Algemene Nederlandse Spraakkunst, § samenstellingen); the heads are the
 * workplace nouns of VDAB and UWV vacancy texts ("ervaring in een …zaak / …kantoor / …praktijk / …bedrijf").
 */
export const WORKPLACE_HEADS: ReadonlySet<string> = new Set([
  'zaak',
  'zaken',
  'winkel',
  'winkels',
  'kantoor',
  'kantoren',
  'praktijk',
  'praktijken',
  'bedrijf',
  'bedrijven',
  'sector',
  'branche',
]);

/**
 * Parts of a hyphenated name that say how a register or a tool is reached, not what it is ('Kadaster-online',
 * 'KBO-portaal', 'Mosaic-platform', 'eHealth-web'): a CV naming the register or tool itself meets it
 * (keywords/match-job-keywords.ts). Folded. Source: the public registers' own names for their online services
 * (Kadaster, KBO, eHealth) and how ads write a product's access ('…-portal', '…-app').
 */
export const ACCESS_PARTS: ReadonlySet<string> = new Set([
  'online',
  'web',
  'portaal',
  'portail',
  'portal',
  'platform',
  'plateforme',
  'app',
]);
