import { htmlToLines } from './html-to-lines';

/** What a job posting says of itself, whichever way it was read; the description is HTML. */
export interface PostingFields {
  title: string | null;
  employer: string | null;
  location: string | null;
  descriptionHtml: string;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

/** A short value on one line: its text (entities decoded, tags removed), or a thing's name. */
function line(value: unknown): string | null {
  const first = list(value)[0];
  const raw = isNode(first) ? first.name : first;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  return htmlToLines(String(raw)).replace(/\s*\n+\s*/g, ' ') || null;
}

/** A Place's address as a person writes it: town, region, country (PostalAddress or plain text). */
function placeName(place: unknown): string | null {
  const address = isNode(place) ? place.address : place;
  if (!isNode(address)) return line(address ?? (isNode(place) ? place.name : null));
  const parts = [address.addressLocality, address.addressRegion, address.addressCountry].map(line);
  return [...new Set(parts.filter((part): part is string => part !== null))].join(', ') || null;
}

export const isJobPosting = (node: Node) => list(node['@type']).some((type) => type === 'JobPosting');

/**
 * A schema.org JobPosting (from JSON-LD, or microdata turned into the same shape) → its fields. Google's
 * guidelines make title, description, hiringOrganization and jobLocation the fields every posting gives.
 */
export function postingFromSchemaOrg(node: Node): PostingFields | null {
  const description = list(node.description)[0];
  if (typeof description !== 'string' || !description.trim()) return null;
  const places = [...new Set(list(node.jobLocation).map(placeName).filter(Boolean))];
  return {
    title: line(node.title),
    employer: line(node.hiringOrganization),
    location: places.join(' ; ') || null,
    descriptionHtml: description,
  };
}
