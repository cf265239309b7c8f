/**
 * Common English words that are also the names of large employers or brands, folded: written with a capital in
 * a change ('Managed the account for Apple'), they are a name the evidence must hold, not a common word that an
 * English translation capitalises (document/gates/common-words.ts).
 */
export const BRAND_WORDS: ReadonlySet<string> = new Set(
  [
    'apple amazon shell orange total target visa sky mars oracle meta alphabet square stripe slack notion',
    'zoom uber lime bird gap next boots virgin puma jaguar subway dove ford chase citizens discover',
    'progressive delta united southern allianz aviva axa engie thales safran airbus atos sage unity',
  ]
    .join(' ')
    .split(' '),
);
