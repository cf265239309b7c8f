import { PAGE_DATA_ELEMENT_ID, type PageData } from '@cv/contracts';

let read: PageData | null | undefined;

/**
 * The data the server wrote into this page (see `PageData`), read once; null when there is none (Vite's
 * development server) or it cannot be read — the client then asks the server as before.
 */
export function pageData(doc: Document | undefined = globalThis.document): PageData | null {
  if (read !== undefined) return read;
  read = parsePageData(doc?.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
  return read;
}

export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    if (typeof data?.config?.appName !== 'string' || typeof data.cookieSession !== 'boolean') return null;
    return data as PageData;
  } catch {
    return null;
  }
}
