/**
 * When the match report says plainly "poor match" (issue 14). A recruiter screening CVs reads the must-haves
 * first: a CV lacking most of them is set aside whatever else it says, and ATS knock-out filters work the same
 * way. So the line is drawn on the must-haves: fewer than half of them found is a poor match. An ad without
 * must-haves is judged on the keyword match: under a third of the rank-weighted keywords. Checked against the
 * shared fixtures (bench/keyword-truth.ts): every CV with its matching offer stays above both lines, and a CV
 * against an offer of another trade falls under them.
 */
export const POOR_MATCH_MUST_HAVE_SHARE = 0.5;
export const POOR_MATCH_KEYWORD_PERCENT = 33;
