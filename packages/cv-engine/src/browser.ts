/**
 * The engine as the browser gets it, an entry of its own ('@cv/cv-engine/browser'; issue 21, finding 6):
 * reading a CV file (PDF pages, Word), the free check's scoring and requirement marks, the language rule, the
 * preview's layout and applying the reviewed changes of a result, and a result's sentences (its changes' reasons,
 * its improvements) worded again in the page's language, and the offer's employer (the history's rows). The rewriter — `optimizeCv`,
 * `rewriteBuiltIn`, the AI rewrite and its gates — is not here: served to anyone, it gave a paid built-in
 * generation for free. The web imports only this entry (apps/web/src/engine-boundary.test.ts holds it).
 */
export { addSkillChange, skillChangeId } from './document/add-skill-change';
export { applyChanges } from './document/apply-changes';
export { reasonIn } from './document/changes/change-reasons';
export type { ComposedCv } from './extraction/compose-layout';
export { readDocx } from './extraction/docx/read-docx';
export { normaliseText } from './extraction/normalise-text';
export { composePdf } from './extraction/pdf/compose-pdf';
export { type PdfOperators, pdfOperators } from './extraction/pdf/drawn-marks';
export { type PdfPageLike, type PdfPageRead, readPdfPage } from './extraction/pdf/read-pdf-page';
export { improvementIn } from './improvements/improvement-in';
export { analyzeJob, type JobAnalysis } from './job/analyze-job';
export { employerOfOffer } from './job/offer-employer';
export {
  markRequirements,
  type RequirementMark,
  type RequirementMarks,
} from './keywords/mark-requirements';
export { cvLanguageOf } from './language/cv-language-of';
export { detectLanguage } from './language/detect-language';
export { layoutCvText, parseSpans } from './layout/layout-cv-text';
export { summariseReading } from './reading/summarise-reading';
export { scoreCv } from './score/score-cv';
export { scoreSettings } from './score/score-settings';
