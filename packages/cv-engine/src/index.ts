export { addSkillChange, skillChangeId } from './document/add-skill-change';
export { applyChanges, applyToDocument } from './document/apply-changes';
export { reasonIn } from './document/changes/change-reasons';
export {
  allBlocks,
  type Block,
  type CvDocument,
  type DocumentSection,
  type LineRange,
} from './document/cv-document';
// what a model may propose; the gates and the AI rewrite are the server's ('@cv/cv-engine/ai')
export { AI_CHANGE_KINDS, type AiChangeKind, type AiProposal } from './document/gates/ai-change-kinds';
export { readCvDocument } from './document/read-cv-document';
export { renderCvDocument } from './document/render-cv-document';
export { type ComposedCv, composeLayout, type ExtractedLine } from './extraction/compose-layout';
export { readDocx } from './extraction/docx/read-docx';
export { groupTextItemsIntoLines, type TextFragment } from './extraction/group-text-items-into-lines';
export { COLUMN_BREAK, PAGE_BREAK, placesOfLines } from './extraction/layout-breaks';
export { normaliseText } from './extraction/normalise-text';
export { composePdf } from './extraction/pdf/compose-pdf';
export { type PdfOperators, pdfOperators } from './extraction/pdf/drawn-marks';
export { type PdfPageLike, type PdfPageRead, readPdfPage } from './extraction/pdf/read-pdf-page';
export { improvementIn } from './improvements/improvement-in';
export { listImprovements } from './improvements/list-improvements';
export { analyzeJob, type JobAnalysis } from './job/analyze-job';
export { extractJobTitle } from './job/extract-job-title';
export { extractJobTerms, type JobTerm } from './keywords/extract-job-terms';
export { extractKeywords, rankKeywords } from './keywords/extract-keywords';
export {
  markRequirements,
  type RequirementMark,
  type RequirementMarks,
} from './keywords/mark-requirements';
export { type KeywordPresence, matchJobKeywords } from './keywords/match-job-keywords';
export { cvLanguageOf } from './language/cv-language-of';
export { detectLanguage } from './language/detect-language';
export { layoutCvText, parseSpans } from './layout/layout-cv-text';
export {
  explainOptimization,
  missingOf,
  type OptimizeInput,
  type OptimizeResult,
  type OptimizeStage,
  optimizeCv,
  type PreparedOptimization,
  prepareOptimization,
  rewriteBuiltIn,
  scoreOriginal,
} from './optimize/optimize-cv';
export { parseCv, parseCvDetailed } from './parse/parse-cv';
export { alignLayout } from './reading/align-layout';
export { CONFIDENT } from './reading/entry-confidence';
export { summariseReading } from './reading/summarise-reading';
export type { RewriteResult } from './rewrite/rewrite-result';
export { scoreCv } from './score/score-cv';
export { scoreSettings } from './score/score-settings';
