import { titleWords } from '../score/title-appears';
import { fold } from '../text/fold';
import { hasSimilar, isSimilar } from '../text/similarity';
import { indexText } from '../text/text-index';
import { tokenizeSurface } from '../text/tokenize';

/**
 * Rewrite step — the CV's title aligned with the job title, only when the CV supports it: every word of the job
 * title must be found (similar above 0.7) in the CV's title, positions, summary or skills. Each word then takes the CV's
 * own spelling, so a 'Développeuse' stays one when the offer says 'Développeur·se'. When the CV does not
 * support the title, it is kept, and the job title is only named as the target in the summary.
 */
export type AlignedTitle = { title: string; supported: boolean; changed: boolean };

export function alignTitle(cvTitle: string, jobTitle: string, support: string): AlignedTitle {
  const index = indexText(support);
  const words = titleWords(jobTitle);
  if (words.length === 0 || !words.every((word) => hasSimilar(word, index.words))) {
    return { title: cvTitle, supported: false, changed: false };
  }
  // a number of the job title ('Engineer 2', 'React 18') stays only if the CV writes it too
  const known = new Set(support.match(/\d+/g) ?? []);
  const bare = jobTitle
    .split(/\s+/)
    .filter((word) => (word.match(/\d+/g) ?? []).every((n) => known.has(n)))
    .join(' ');
  const title = inCvSpelling(bare, support);
  return { title, supported: true, changed: fold(title) !== fold(cvTitle) };
}

/** Replace each word of `title` that the text spells differently ('Développeur' / 'Développeuse'). */
function inCvSpelling(title: string, text: string): string {
  const spellings = new Map<string, string>();
  for (const surface of tokenizeSurface(text)) {
    const key = fold(surface);
    if (!spellings.has(key)) spellings.set(key, surface);
  }
  return title.replace(/[\p{L}\p{N}]+(?:[./+#&-][\p{L}\p{N}]+)*[#+]{0,2}/gu, (word) => {
    const key = fold(word);
    if (spellings.has(key)) return word;
    for (const [candidate, surface] of spellings)
      if (isSimilar(key, candidate)) return matchCase(surface, word);
    return word;
  });
}

function matchCase(surface: string, model: string): string {
  if (/^\p{Lu}/u.test(model)) return surface.charAt(0).toLocaleUpperCase() + surface.slice(1);
  return surface;
}
