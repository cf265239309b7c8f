import type { CvLayout } from '@cv/contracts';
import { readCv } from '../reading/read-cv';
import type { CvDocument } from './cv-document';

/** Text and layout → the CV's document: see reading/read-cv.ts, the one reading the parser shares. */
export function readCvDocument(text: string, layout?: CvLayout): CvDocument {
  return readCv(text, layout).document;
}
