import { z } from 'zod';

/**
 * A rewrite is a list of changes on the CV's own blocks (decision D20). The rewritten CV is the original
 * document (its blocks in reading order) with the accepted changes applied, so a rejected change simply
 * leaves the original wording; the client re-applies a chosen subset with the same engine code.
 *
 * How a change applies to the document:
 * - `before` non-empty, `after` non-empty: the block `block` reads `after` instead of `before`
 *   (`before` must equal the block's current text, or the change is void);
 * - `before` non-empty, `after` empty: the block is removed (a closing line, a page footer);
 * - `before` empty: `after` is a new line inserted after the block `block` (a target line at the top of the
 *   summary, the offer's spelling beside a skill, a skill the user ticked); `block` null = after the header;
 * - kind `section_moved`: `block` is the section's heading block; `before` and `after` are the section
 *   orders (heading texts joined with ' · ') before and after the move;
 * - kind `bullets_reordered`: `block` is the first bullet of a run of bullets of one job; `before` is the run's
 *   texts joined with '\n', `after` the same texts in their new order (never a text more or less);
 * - kind `skills_reordered` over several lines (`before` holds '\n'): the lines of a list written one item a line
 *   (skills, certificates), applied as `bullets_reordered`; on one line, its items in another order;
 * - kinds `entry_shortened` and `interests_dropped` (suggestions): `block` is the first of the blocks removed,
 *   `before` their texts joined with '\n' (one section's, in reading order), `after` empty.
 * A suggestion (`suggestion: true`) is offered, not applied: the result's text is written without it, and the
 * user may accept it.
 */
export const changeKindSchema = z.enum([
  /** A section heading in the offer's language ('Work experience' → 'EXPÉRIENCE PROFESSIONNELLE'). */
  'heading_translated',
  /** A section recognised with confidence moved to the order an ATS reads best. */
  'section_moved',
  /** A closing line ('Merci de votre attention') or a page footer ('Page 1/2') taken out. */
  'line_removed',
  /** A bullet's weak opening ('Worked on', 'J'ai') turned into an action word. */
  'bullet_opening',
  /** A skill line's items, or a list's lines, reordered: what the offer asks for first. */
  'skills_reordered',
  /** The offer's spelling added beside a skill the CV has under another name ('intégration continue (CI/CD)'). */
  'skill_spelling',
  /** A missing keyword the user ticked as "I have this skill" (D22) — never added by the engine itself. */
  'skill_added',
  /** The title line aligned with the offer's title (only when the CV supports it). */
  'title_aligned',
  /** A lead line on top of the summary ('Poste visé : …', 'Atouts : …'), only when the CV supports the role. */
  'summary_lead',
  /** A block reworded or translated by an AI provider (passed the gates: nothing new). */
  'reworded',
  /** The bullets of one job, those that prove what the offer asks for first (never across jobs). */
  'bullets_reordered',
  /** A must-have the CV proves in another line, brought into the skills in the offer's spelling. */
  'skill_surfaced',
  /** Month names and 'present' of a job's dates in the offer's language, with its headings. */
  'dates_translated',
  /** Suggestion: an old job, or one unrelated to the offer, kept to its first bullets. */
  'entry_shortened',
  /** Suggestion: interests that say nothing for this job taken out. */
  'interests_dropped',
]);
export type ChangeKind = z.infer<typeof changeKindSchema>;

export const cvChangeSchema = z.object({
  /** Stable within one result: the client's accept/reject decisions are kept by it. */
  id: z.string().min(1).max(80),
  kind: changeKindSchema,
  /** The section key it touches ('experience', 'skills'…, 'header' for the name/contact/title lines). */
  section: z.string().max(40),
  /** The block it applies to (see above); null = after the header lines. */
  block: z.string().max(40).nullable(),
  before: z.string().max(5000),
  after: z.string().max(5000),
  /** Why, in words a job seeker understands, in the interface language. */
  reason: z.string().max(500),
  /** The CV's own lines that bear the change out, as the CV writes them (D25): shown beside it. */
  evidence: z.array(z.string().max(1000)).max(20).optional(),
  /** Offered, not applied: the result's text is written without it until the user accepts it. */
  suggestion: z.boolean().optional(),
});
export type CvChange = z.infer<typeof cvChangeSchema>;
