import { parseHTML } from 'linkedom';

/**
 * The part of the DOM the readers use, typed here: the server is compiled without the browser's DOM types,
 * and linkedom's own types lean on them. linkedom builds the document (no script runs, no resource loads).
 */
export interface PageElement {
  readonly tagName: string;
  readonly parentElement: PageElement | null;
  readonly textContent: string | null;
  readonly innerHTML: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
}

export interface PageDocument extends PageElement {
  readonly title: string;
}

export function parsePage(html: string): PageDocument {
  return parseHTML(html).document as unknown as PageDocument;
}
