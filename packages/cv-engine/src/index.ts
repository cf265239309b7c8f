export { analyzeJob } from './job/analyze-job';
export { extractJobTitle } from './job/extract-job-title';
export { extractKeywords, rankKeywords } from './keywords/extract-keywords';
export { detectLanguage } from './language/detect-language';
export { parseCv, parseCvDetailed } from './parse/parse-cv';
export { rewriteCv } from './rewrite/rewrite-cv';
export { scoreCv } from './score/score-cv';
