import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_DATA_ELEMENT_ID, type PageData, type PublicConfig } from '@cv/contracts';

/** One version of the page, ready in each encoding a browser may accept. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The page for a request without a session cookie, and for one with. */
export interface IndexPages {
  visitor: EncodedPage;
  cookieSession: EncodedPage;
}

const SESSION_PRELOAD =
  '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials" />';

/**
 * The built index.html with the page data (`PageData`) in a JSON data block before `</head>`. `<` is
 * escaped so that no value can close the block (the JSON parser reads `\u003c` back as `<`). A request that
 * carries a session cookie also gets the preload of its session, asked for while the scripts download.
 */
export function renderIndexPage(html: string, data: PageData): string {
  if (!html.includes('</head>'))
    throw new Error('index.html sans </head> : la page ne peut pas porter ses données');
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const preload = data.cookieSession ? SESSION_PRELOAD : '';
  const block = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
  return html.replace('</head>', `${preload}${block}</head>`);
}

/** Both versions, rendered and compressed once at start-up (the config does not change while running). */
export function buildIndexPages(html: string, config: PublicConfig): IndexPages {
  const encode = (cookieSession: boolean): EncodedPage => {
    const identity = Buffer.from(renderIndexPage(html, { config, cookieSession }));
    return {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    };
  };
  return { visitor: encode(false), cookieSession: encode(true) };
}
