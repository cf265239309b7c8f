/**
 * When the match report says plainly "poor match" (issue 14). A recruiter screening CVs reads the must-haves
 * first: a CV lacking most of them is set aside whatever else it says, and ATS knock-out filters work the same
 * way. So the line is drawn on the must-haves (a choice such as 'React, Vue.js or Angular' counts once): fewer
 * than half of them found is a poor match. An ad without must-haves is judged on the keyword match: under a
 * third of the rank-weighted keywords. On the shared fixtures (bench/keyword-truth.ts) it calls 184 of 198 CV
 * and offer pairs of different trades poor, and 2 of the 13 pairs written for each other, both CVs lacking half
 * or more of the offer's must-haves by the truth read by hand (docs/performance.md).
 */
export const POOR_MATCH_MUST_HAVE_SHARE = 0.5;
export const POOR_MATCH_KEYWORD_PERCENT = 33;
