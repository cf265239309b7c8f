/** DOCX → text with mammoth's raw-text conversion (one paragraph per block), loaded on first use. */
export async function extractDocxText(bytes: ArrayBuffer): Promise<string> {
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ arrayBuffer: bytes });
  return value;
}
