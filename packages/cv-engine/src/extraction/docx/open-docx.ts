import { strFromU8, unzipSync } from 'fflate';
import { relationshipKind } from './ooxml-namespaces';
import { childrenOf, parseOoxml, type XmlElement } from './parse-ooxml';

/**
 * A Word file's parts that carry its text and how it looks: the main document (found through the package's
 * relationships, not by its usual name), its styles and numbering, and the headers and footers it refers to.
 * Only those parts are inflated. A file that is not a readable Word package throws.
 */
export type DocxPackage = {
  document: XmlElement;
  styles: XmlElement | null;
  numbering: XmlElement | null;
  /** The document's relationships: id → what (header, footer, image…) and which part. */
  relationships: ReadonlyMap<string, { kind: string; part: string }>;
  /** Parts by name, XML parsed on demand (headers and footers). */
  part: (name: string) => XmlElement | null;
  /** How many characters of text the file's diagrams (SmartArt) hold: text the reading does not take. */
  diagramText: number;
};

const READ = /^(?:_rels\/\.rels|word\/.+\.xml(?:\.rels)?|[^/]+\.xml|.+\/_rels\/.+\.rels)$/i;

export function openDocx(bytes: Uint8Array): DocxPackage {
  const files = unzipSync(bytes, { filter: (file) => READ.test(file.name) });
  const parsed = new Map<string, XmlElement | null>();
  const part = (name: string): XmlElement | null => {
    if (!parsed.has(name)) {
      const data = files[name];
      parsed.set(name, data ? parseOoxml(strFromU8(data)) : null);
    }
    return parsed.get(name) ?? null;
  };
  const main = relationshipsOf(part('_rels/.rels'), '').find((r) => r.kind === 'officeDocument');
  const documentName = main?.part ?? 'word/document.xml';
  const document = part(documentName);
  if (!document) throw new Error('A zip without a Word document');
  const relationships = new Map(
    relationshipsOf(part(relsNameOf(documentName)), folderOf(documentName)).map((r) => [r.id, r]),
  );
  const named = (kind: string) => [...relationships.values()].find((r) => r.kind === kind)?.part;
  const stylesName = named('styles');
  const numberingName = named('numbering');
  return {
    document,
    styles: stylesName ? part(stylesName) : null,
    numbering: numberingName ? part(numberingName) : null,
    relationships,
    part,
    diagramText: Object.keys(files)
      .filter((name) => /diagrams\/data\d*\.xml$/i.test(name))
      .reduce((sum, name) => sum + textLength(strFromU8(files[name]!)), 0),
  };
}

function relationshipsOf(rels: XmlElement | null, folder: string) {
  return childrenOf(rels ?? undefined, 'rel:Relationship')
    .filter((r) => r.attrs.TargetMode !== 'External')
    .map((r) => ({
      id: r.attrs.Id ?? '',
      kind: relationshipKind(r.attrs.Type ?? ''),
      part: joinPath(folder, r.attrs.Target ?? ''),
    }));
}

const folderOf = (name: string) => name.slice(0, name.lastIndexOf('/') + 1);
const relsNameOf = (name: string) => `${folderOf(name)}_rels/${name.slice(name.lastIndexOf('/') + 1)}.rels`;

/** A target relative to its part's folder ('../media/x.png'), or absolute from the package's root ('/word/x'). */
function joinPath(folder: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : folder + target).split('/');
  const out: string[] = [];
  for (const piece of parts) {
    if (piece === '..') out.pop();
    else if (piece !== '.') out.push(piece);
  }
  return out.join('/');
}

/** The text of DrawingML's a:t runs, by a look at the XML (diagrams are only counted, not read). */
const textLength = (xml: string) =>
  [...xml.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([^<]*)</g)].reduce((sum, m) => sum + m[1]!.trim().length, 0);
