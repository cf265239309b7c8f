import type { PageDocument } from './page-dom';
import { isJobPosting, type PostingFields, postingFromSchemaOrg } from './schema-org-posting';

type Node = Record<string, unknown>;

/** The first JobPosting in a JSON-LD value: itself, in a list, in an `@graph`, or nested in another thing. */
export function findJobPosting(value: unknown, depth = 0): Node | null {
  if (depth > 8 || typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findJobPosting(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const node = value as Node;
  if (isJobPosting(node)) return node;
  for (const child of Object.values(node)) {
    const found = findJobPosting(child, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Parses a script's JSON, tolerating the HTML comment some sites wrap it in; a broken script is skipped. */
function parseScript(text: string): unknown {
  try {
    return JSON.parse(text.trim().replace(/^<!--/, '').replace(/-->$/, ''));
  } catch {
    return null;
  }
}

/** The page's JSON-LD JobPosting, the way most job boards and career sites publish one. */
export function findJsonLdPosting(document: PageDocument): PostingFields | null {
  for (const script of document.querySelectorAll('script[type="application/ld+json" i]')) {
    const node = findJobPosting(parseScript(script.textContent ?? ''));
    const posting = node && postingFromSchemaOrg(node);
    if (posting) return posting;
  }
  return null;
}
