import { XMLParser } from 'fast-xml-parser';
import { OOXML_NAMESPACES } from './ooxml-namespaces';

/**
 * A Word part's XML as a tree whose element and attribute names are resolved by namespace URI into the reader's
 * own short names (ooxml-namespaces.ts): 'w:p' and 'w:val' whatever prefixes the file declared, '{uri}name' for
 * a vocabulary the reader does not know. fast-xml-parser keeps the children in document order (preserveOrder),
 * which is the reading order, and the text exactly as written (a run's leading space matters).
 */
export type XmlElement = { name: string; attrs: Readonly<Record<string, string>>; children: XmlNode[] };
export type XmlNode = XmlElement | string;

type Scope = Readonly<Record<string, string>>;
type Raw = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  // the parser's own entity handling costs more than all the rest on a small part; XML's five and the
  // numeric references are decoded here (decodeEntities), and no DOCTYPE may declare others
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** Word never writes a DOCTYPE; one is refused, so that no entity can expand (the 'billion laughs'). */
export function parseOoxml(xml: string): XmlElement | null {
  if (/<!DOCTYPE/i.test(xml)) throw new Error('A Word part with a DOCTYPE');
  const top = (parser.parse(xml) as Raw[]).map((raw) => resolve(raw, {}));
  return top.find((node): node is XmlElement => typeof node !== 'string') ?? null;
}

function resolve(raw: Raw, outer: Scope): XmlNode {
  const attrsIn = (raw[':@'] ?? {}) as Record<string, string>;
  const tag = Object.keys(raw).find((key) => key !== ':@')!;
  if (tag === '#text') return decodeEntities(String(raw[tag]));
  let scope = outer;
  for (const [name, uri] of Object.entries(attrsIn)) {
    if (name === 'xmlns') scope = { ...scope, '': uri };
    else if (name.startsWith('xmlns:')) scope = { ...scope, [name.slice(6)]: uri };
  }
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrsIn))
    if (name !== 'xmlns' && !name.startsWith('xmlns:'))
      attrs[qualified(name, scope, false)] = decodeEntities(value);
  const children = ((raw[tag] ?? []) as Raw[]).map((child) => resolve(child, scope));
  return { name: qualified(tag, scope, true), attrs, children };
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos));/gi,
    (whole, decimal, hex, name) => {
      if (name) return NAMED[name.toLowerCase()] ?? whole;
      const code = decimal ? Number(decimal) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

/** 'x:p' → 'w:p' when x names WordprocessingML; an unprefixed attribute has no namespace (XML's rule). */
function qualified(name: string, scope: Scope, element: boolean): string {
  const colon = name.indexOf(':');
  const prefix = colon === -1 ? (element ? '' : null) : name.slice(0, colon);
  const local = name.slice(colon + 1);
  if (prefix === null) return local;
  if (prefix === 'xml') return `xml:${local}`;
  const uri = scope[prefix];
  if (uri === undefined) return local;
  const short = OOXML_NAMESPACES[uri];
  return short ? `${short}:${local}` : `{${uri}}${local}`;
}

/** The element children of a node, optionally those of one name. */
export function childrenOf(node: XmlElement | undefined, name?: string): XmlElement[] {
  if (!node) return [];
  return node.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name),
  );
}

export const childOf = (node: XmlElement | undefined, name: string): XmlElement | undefined =>
  node?.children.find((child): child is XmlElement => typeof child !== 'string' && child.name === name);

/** The first element of that name anywhere below (depth first), path by path: `find(p, 'w:pPr', 'w:jc')`. */
export function pathOf(node: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let at = node;
  for (const name of names) at = childOf(at, name);
  return at;
}
