/**
 * The namespaces a Word file's XML is read in, by URI: a prefix is only the file's own shorthand ('w:' in most
 * files, anything in others), and a file saved as Strict Open XML uses other URIs for the same vocabulary. Each
 * URI maps to the one short name the reader uses ('w:p' is a paragraph whatever the file calls it).
 */
export const OOXML_NAMESPACES: Readonly<Record<string, string>> = {
  // WordprocessingML: transitional (what Word writes by default) and Strict
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  // Markup compatibility: mc:AlternateContent holds a modern copy (Choice) and an older one (Fallback)
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  // Relationships inside a part (r:id) — transitional and Strict
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  // The package's relationship parts (_rels/*.rels): one URI in both flavours
  'http://schemas.openxmlformats.org/package/2006/relationships': 'rel',
  // Drawings: anchors and their position on the page
  'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
  'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  // Word 2010 shapes (the text box of a modern file) and VML (the older copy, and older files)
  'http://schemas.microsoft.com/office/word/2010/wordprocessingShape': 'wps',
  'urn:schemas-microsoft-com:vml': 'v',
  'http://www.w3.org/XML/1998/namespace': 'xml',
};

/** A relationship's type names what the target is; Strict and transitional differ only before the last '/'. */
export const relationshipKind = (type: string): string => type.slice(type.lastIndexOf('/') + 1);
