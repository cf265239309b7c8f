import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_DATA_ELEMENT_ID, type PageData, type PublicConfig } from '@cv/contracts';

/** One version of the page, ready in each encoding a browser may accept, with its entity tag. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Of the content: a browser revalidating (`no-cache`) gets a 304 while the page has not changed. */
  etag: string;
}

/** The page for each kind of request: with or without a session cookie, and by the reader's language. */
export interface IndexPages {
  page(options: { cookieSession: boolean; language: string | null }): EncodedPage;
}

const SESSION_PRELOAD =
  '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials" />';

/**
 * The built index.html with the page data (`PageData`) in a JSON data block before `</head>`. `<` is
 * escaped so that no value can close the block (the JSON parser reads `\u003c` back as `<`). A request that
 * carries a session cookie also gets the preload of its session, and a reader of a language other than the
 * bundled French the preload of its texts — after the page's own script in the document, so that the
 * browser asks for that script first.
 */
export function renderIndexPage(html: string, data: PageData, localeScript: string | null = null): string {
  if (!html.includes('</head>'))
    throw new Error('index.html sans </head> : la page ne peut pas porter ses données');
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const preloads = [
    data.cookieSession ? SESSION_PRELOAD : '',
    localeScript ? `<link rel="modulepreload" crossorigin href="${localeScript}" />` : '',
  ].join('');
  const block = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
  return html.replace('</head>', `${preloads}${block}</head>`);
}

/**
 * Every version, rendered and compressed once at start-up (the config does not change while running):
 * `localeScripts` maps a language to its texts' chunk (locale-preload.ts).
 */
export function buildIndexPages(
  html: string,
  config: PublicConfig,
  localeScripts: Map<string, string>,
): IndexPages {
  const encode = (cookieSession: boolean, localeScript: string | null): EncodedPage => {
    const identity = Buffer.from(renderIndexPage(html, { config, cookieSession }, localeScript));
    return {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    };
  };
  const pages = new Map<string, EncodedPage>();
  for (const cookieSession of [false, true]) {
    pages.set(`${cookieSession}:`, encode(cookieSession, null));
    for (const [language, script] of localeScripts)
      pages.set(`${cookieSession}:${language}`, encode(cookieSession, script));
  }
  return {
    page: ({ cookieSession, language }) =>
      pages.get(`${cookieSession}:${language ?? ''}`) ?? pages.get(`${cookieSession}:`)!,
  };
}
