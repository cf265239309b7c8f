import type { TargetLanguage } from '@cv/contracts';

/**
 * The lines the rewriter puts on top of the summary: the role aimed at (when the CV's title is kept) and the CV's
 * skills that the job asks for. They are ours, not the CV's: the rewriter replaces them when it rewrites its own
 * output, and the scorer reads the CV without them (decision D11) — writing the job's title into a CV must not
 * raise its score, and a skill the CV names counts once, from where the CV really names it.
 */
export const SUMMARY_LEADS: Readonly<Record<TargetLanguage, { target: string; strengths: string }>> = {
  french: { target: 'Poste visé :', strengths: 'Atouts pour ce poste :' },
  english: { target: 'Target role:', strengths: 'Key strengths for this role:' },
  dutch: { target: 'Beoogde functie:', strengths: 'Sterke punten voor deze functie:' },
};

export const SUMMARY_LEAD_LINE = new RegExp(
  `^(?:${Object.values(SUMMARY_LEADS)
    .flatMap((lead) => [lead.target, lead.strengths])
    .map((label) => label.replace(/\s*:$/, ''))
    .join('|')})\\s*:`,
  'i',
);

const isLeadLine = (line: string) => SUMMARY_LEAD_LINE.test(line.trim());

/** The text without the lead lines (the text itself when it has none, which is the common case). */
export function withoutSummaryLeads(text: string): string {
  if (!LEAD_ANYWHERE.test(text)) return text;
  return text
    .split('\n')
    .filter((line) => !isLeadLine(line))
    .join('\n');
}

// A cheap test on the whole text before splitting it into lines: most CVs have no lead line at all.
const LEAD_ANYWHERE = new RegExp(SUMMARY_LEAD_LINE.source.replace('^', '(?:^|\\n)\\s*'), 'i');

/** A summary without the lead lines, its own lines joined with spaces. */
export function ownSummary(summary: string): string {
  return summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !isLeadLine(line))
    .join(' ');
}
