/** The three kinds of CV file the product reads (spec §5): by extension, else by MIME type. */
export type CvFileKind = 'pdf' | 'docx' | 'txt';

export const ACCEPTED_EXTENSIONS = '.pdf,.docx,.txt';

const BY_EXTENSION: Record<string, CvFileKind> = { pdf: 'pdf', docx: 'docx', txt: 'txt' };
const BY_MIME: Record<string, CvFileKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

export function cvFileKind(file: { name: string; type: string }): CvFileKind | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? BY_MIME[file.type] ?? null;
}

/** 'CV Camille.final.pdf' → 'CV Camille.final': the start of the downloaded PDF's name. */
export function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '') || fileName;
}
