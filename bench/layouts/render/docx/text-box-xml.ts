import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * Word text boxes as Word itself writes them, which the `docx` package does not: a run holding
 * `mc:AlternateContent`, whose `mc:Choice` is a DrawingML shape (`wps:wsp` → `wps:txbx` → `w:txbxContent`) and
 * whose `mc:Fallback` repeats the same paragraphs in a VML `v:textbox` for older readers. A reader must take
 * the text once. The document is built by `docx` with a marker paragraph where each box is anchored; the
 * markers are then replaced inside word/document.xml.
 */

export interface BoxParagraph {
  text: string;
  bold?: boolean;
  /** Half-points, as WordprocessingML counts font sizes. */
  size?: number;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function paragraphXml(p: BoxParagraph): string {
  const props = `${p.bold ? '<w:b/>' : ''}${p.size ? `<w:sz w:val="${p.size}"/><w:szCs w:val="${p.size}"/>` : ''}`;
  return `<w:p><w:pPr><w:spacing w:after="60"/></w:pPr><w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${xml(p.text)}</w:t></w:r></w:p>`;
}

export const boxMarker = (index: number): string => `@@TEXTBOX-${index}@@`;

/** One anchored text box, `heightEmu` tall across the text width. */
export function textBoxXml(
  index: number,
  paragraphs: BoxParagraph[],
  heightEmu: number,
  fill: string,
): string {
  const content = `<w:txbxContent>${paragraphs.map(paragraphXml).join('')}</w:txbxContent>`;
  const width = 5731510;
  const id = 100 + index;
  const heightPt = (heightEmu / 12700).toFixed(1);
  return `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="45720" distB="45720" distL="114300" distR="114300" simplePos="0" relativeHeight="${251659264 + index}" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="${width}" cy="${heightEmu}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapTopAndBottom/><wp:docPr id="${id}" name="Text Box ${index + 1}"/><wp:cNvGraphicFramePr/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${width}" cy="${heightEmu}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="${fill}"/></a:solidFill><a:ln><a:noFill/></a:ln></wps:spPr><wps:txbx>${content}</wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype><v:shape id="Text Box ${index + 1}" o:spid="_x0000_s${1025 + index}" type="#_x0000_t202" style="position:absolute;margin-left:0;margin-top:0;width:451.3pt;height:${heightPt}pt;z-index:${251659264 + index};mso-wrap-style:square" fillcolor="#${fill}" stroked="f"><v:textbox>${content}</v:textbox><w10:wrap type="topAndBottom"/></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
}

/** Replaces each marker paragraph of word/document.xml by its text box. */
export function injectTextBoxes(docx: Uint8Array, boxes: string[]): Uint8Array {
  const files = unzipSync(docx);
  let document = strFromU8(files['word/document.xml']!);
  boxes.forEach((box, index) => {
    const marker = boxMarker(index);
    const at = document.indexOf(marker);
    if (at < 0) throw new Error(`text box marker ${marker} not found`);
    const start = Math.max(document.lastIndexOf('<w:p>', at), document.lastIndexOf('<w:p ', at));
    const end = document.indexOf('</w:p>', at) + '</w:p>'.length;
    document = document.slice(0, start) + box + document.slice(end);
  });
  files['word/document.xml'] = strToU8(document);
  return zipSync(files);
}
