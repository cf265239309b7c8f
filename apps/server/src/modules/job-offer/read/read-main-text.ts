import { Readability } from '@mozilla/readability';
import { parsePage } from './page-dom';
import type { PostingFields } from './schema-org-posting';

// Below this many characters of main text, the page is an application shell that draws its offer with
// script (or a sign-in wall): what readability finds there is menus and cookie notices, not an offer.
const MIN_OFFER_CHARS = 300;
// A page past this many elements is refused rather than scored element by element (readability throws).
const MAX_ELEMENTS = 60_000;

/** "Comptable – Atelier Borel" → "Comptable": a page's title often ends with its site's name. */
function titleWithoutSite(title: string | null, siteName: string | null): string | null {
  if (!title || !siteName || !title.endsWith(siteName)) return title;
  return title.slice(0, -siteName.length).replace(/\s*[-–—|·:]\s*$/, '') || title;
}

/**
 * The page's main text, as Firefox's reader view finds it (Mozilla's readability over a linkedom
 * document): the block of the page that holds the most prose, without navigation, footers and sidebars.
 */
export function readMainText(html: string): PostingFields | null {
  let article: ReturnType<Readability['parse']>;
  try {
    article = new Readability(parsePage(html) as never, { maxElemsToParse: MAX_ELEMENTS }).parse();
  } catch {
    return null;
  }
  if (!article?.content || (article.textContent ?? '').trim().length < MIN_OFFER_CHARS) return null;
  const siteName = article.siteName?.trim() || null;
  return {
    title: titleWithoutSite(article.title?.trim() || null, siteName),
    employer: siteName,
    location: null,
    descriptionHtml: article.content,
  };
}
