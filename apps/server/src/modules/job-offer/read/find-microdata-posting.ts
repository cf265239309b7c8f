import type { PageDocument, PageElement } from './page-dom';
import { type PostingFields, postingFromSchemaOrg } from './schema-org-posting';

type Node = Record<string, unknown>;

/** The element's own item: the nearest ancestor carrying `itemscope`. */
function scopeOf(element: PageElement): PageElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement)
    if (parent.hasAttribute('itemscope')) return parent;
  return null;
}

/** A property's value as the microdata spec reads it by element; HTML where the text's lines matter. */
function propertyValue(element: PageElement, depth: number): unknown {
  if (element.hasAttribute('itemscope')) return itemOf(element, depth + 1);
  const tag = element.tagName.toLowerCase();
  if (tag === 'meta') return element.getAttribute('content') ?? '';
  if (tag === 'a' || tag === 'link' || tag === 'area') return element.getAttribute('href') ?? '';
  if (tag === 'time') return element.getAttribute('datetime') ?? element.textContent ?? '';
  if (tag === 'data' || tag === 'meter') return element.getAttribute('value') ?? '';
  return element.innerHTML;
}

/** An item (an element with itemscope) as the JSON-LD object it stands for: its own properties only. */
function itemOf(scope: PageElement, depth: number): Node {
  const item: Node = { '@type': (scope.getAttribute('itemtype') ?? '').split('/').at(-1) };
  if (depth > 5) return item;
  for (const element of scope.querySelectorAll('[itemprop]')) {
    if (scopeOf(element) !== scope) continue;
    for (const name of (element.getAttribute('itemprop') ?? '').split(/\s+/).filter(Boolean))
      item[name] ??= propertyValue(element, depth);
  }
  return item;
}

/** A JobPosting written as microdata (itemscope/itemprop attributes), read as if it were JSON-LD. */
export function findMicrodataPosting(document: PageDocument): PostingFields | null {
  for (const scope of document.querySelectorAll('[itemscope][itemtype*="schema.org/JobPosting" i]')) {
    const posting = postingFromSchemaOrg(itemOf(scope, 0));
    if (posting) return posting;
  }
  return null;
}
