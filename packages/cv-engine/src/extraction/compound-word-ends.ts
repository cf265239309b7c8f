/**
 * Second halves of hyphenated compounds (EN/FR/NL) that stay hyphenated when a line break falls on the hyphen:
 * 'event-' + 'driven' is 'event-driven', while 'Devel-' + 'oping' is a word the layout cut ('Developing').
 * A line end cannot tell the two apart; a word that is a word of its own after the hyphen is the usual sign of
 * a compound. Folded to lower case; the rest of the word may follow ('driven,' 'sourced').
 */
export const COMPOUND_WORD_ENDS: readonly string[] = [
  // English: the usual second halves of technical and CV compounds
  ...['driven', 'based', 'native', 'source', 'sourced', 'oriented', 'end', 'side', 'time', 'level', 'scale'],
  ...['first', 'facing', 'friendly', 'ready', 'aware', 'free', 'specific', 'wide', 'related', 'making'],
  ...[
    'solving',
    'term',
    'house',
    'live',
    'stack',
    'commerce',
    'service',
    'line',
    'world',
    'class',
    'edge',
    'party',
  ],
  ...['grade', 'profit', 'on', 'off', 'up', 'down', 'in', 'out', 'to', 'by', 'time', 'step', 'user', 'hoc'],
  ...['learning', 'data', 'agent', 'tier', 'prem', 'premise', 'premises', 'sync', 'sharing', 'management'],
  ...['year', 'years', 'month', 'week', 'day', 'hour', 'team', 'functional', 'platform', 'language', 'cloud'],
  // French
  ...['end', 'stack', 'office', 'jour', 'œuvre', 'oeuvre', 'vente', 'ventes', 'clé', 'clés', 'cadre', 'être'],
  ...['faire', 'bord', 'prise', 'ligne', 'temps', 'projet', 'produit', 'client', 'clients', 'terrain'],
  // Dutch
  ...['en', 'of', 'analist', 'engineer', 'team', 'teams'],
];
