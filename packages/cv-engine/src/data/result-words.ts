/**
 * Words that claim a result, folded (FR / EN / NL): 'Optimised daily routes' for 'Plan daily routes',
 * 'Amélioration du planning' for 'Suivi du planning', 'Verbeterde verwerking' for 'Verwerking'. A duty turned into
 * an achievement claims an outcome the CV never reports (issue 23: responsibility → achievement verbs); a change
 * may claim one only where its block or entry reports a result (document/gates/levels-of.ts, level 'result').
 * Not the methods named for what they are ('continuous improvement', 'amélioration continue', 'optimisation
 * fiscale'), nor adjectives ('tarif réduit', 'hoger onderwijs').
 */
export const RESULT_CLAIMS: readonly RegExp[] = [
  /\b(?:improv(?:e|ed|es|ing|ement|ements)|increas(?:e|ed|es|ing)|reduc(?:e|ed|es|ing|tion|tions)|boost(?:ed|ing|s)?)\b(?! continu)/,
  /\b(?:grew|grown|doubl(?:ed|ing)|tripl(?:ed|ing)|halv(?:ed|ing)|streamlin(?:e|ed|es|ing)|accelerat(?:e|ed|es|ing))\b/,
  /\b(?:optimi[sz](?:e|ed|es|ing|ation|ations)|maximi[sz](?:e|ed|es|ing)|minimi[sz](?:e|ed|es|ing)|shorten(?:ed|ing))\b(?! (?:fiscal|tax)\b)/,
  /\b(?:amelior(?:e|ee|ees|es|er|ant|ation|ations|ait)|optimis(?:e|ee|ees|es|er|ant|ation|ations|ait))\b(?! (?:continue|fiscale)\b)/,
  /\b(?:augment(?:e|ee|ees|es|er|ant|ation|ait)|redui(?:re|sant|sait|t de|t le|t la|t les)|reduction|diminu(?:e|ee|er|ant|tion))\b(?! (?:de capital|du capital)\b)/,
  /\b(?:accru|accrue|accroitre|accroissement|doubl(?:er|ement|ant)|(?:a|ont) double|rationalis(?:e|ee|er|ant|ation)|fiabilis(?:e|ee|er|ant|ation)|accelere|accelerer|accelerant)\b/,
  /\b(?:verbeter(?:d|de|den|en|ing|ingen|t)?|geoptimaliseerd|optimalise(?:er|erde|erden|ren|ert)|optimalisatie|verhoo?g(?:d|de|den|en|ing|t)?|verlaa?g(?:d|de|den|en|ing|t)?)\b/,
  /\b(?:verminder(?:d|de|den|en|ing|t)?|bespaar(?:d|de|den|t)?|besparing(?:en)?|versneld(?:e)?|versnellen|verdubbel(?:d|de|den|en|t)?|gegroeid|groeide)\b/,
];

/**
 * What proves a result besides those words: a figure that moved ('cut empty running from 21% to 14%', 'ramenée de
 * 45 à 8 minutes', 'van 8,4 naar 8,9'), a signed share ('+30 %'), a share more or less ('35% faster'), and the
 * verbs a translation renders as a result claim ('cut', 'raised', 'ramené', 'gestegen').
 */
export const RESULT_PROOFS: readonly RegExp[] = [
  /\b(?:from|de|van|passe de|passant de)\s+[\d.,]+\s*\S{0,12}\s+(?:to|a|naar|tot)\s+[\d.,]+/,
  /[+−-]\s?\d+(?:[.,]\d+)?\s?(?:%|pts?|points?)/,
  /\d\s?%\s+(?:more|less|fewer|higher|lower|faster|de plus|de moins|meer|minder|sneller|hoger|lager)\b/,
  /\b(?:cut|cuts|raised|lifted|ramen\w*|gestegen|gedaald|daling|stijging|hausse|baisse|saved|saving|savings|economies)\b/,
];
