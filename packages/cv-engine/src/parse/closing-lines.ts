/**
 * Lines that close a CV or a letter rather than describe the person: they are dropped from the parsed CV and
 * from the preview (spec: "closing or thank-you style lines are dropped"). Matched on the start of a short line.
 */
export const CLOSING_LINES: readonly RegExp[] = [
  /^merci (beaucoup )?(de|pour) votre (attention|lecture|temps|consideration|considération)/i, // French thanks
  /^je vous remercie/i, // 'Je vous remercie de l'attention…'
  /^(veuillez agréer|dans l'attente de votre|cordialement|bien à vous)/i, // French letter closings
  /^références? (disponibles? )?sur demande/i, // 'Références sur demande': says nothing
  /^thank you( very much)? for (your|the) (time|consideration|attention|reading)/i, // English thanks
  /^thanks for (your|reading)/i,
  /^(sincerely|kind regards|best regards|yours (faithfully|sincerely))\b/i, // English letter closings
  /^references (are )?(available )?(up)?on request/i, // 'References available upon request'
  /^(hartelijk )?(bedankt|dank u|dank je) (wel )?voor (uw|je|jouw) (aandacht|tijd|interesse)/i, // Dutch thanks
  /^met vriendelijke groet/i, // Dutch letter closing
  /^referenties (zijn )?(beschikbaar )?op (aan)?vraag/i,
];

const MAX_CLOSING_LENGTH = 120;

export function isClosingLine(text: string): boolean {
  const line = text
    .trim()
    .replace(/^[•\-*–]\s*/, '')
    .replace(/’/g, "'");
  return line.length <= MAX_CLOSING_LENGTH && CLOSING_LINES.some((pattern) => pattern.test(line));
}
