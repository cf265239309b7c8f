/**
 * The sentence patterns of a cover letter in one language (patterns/french.ts, english.ts, dutch.ts): data, so
 * that a translator or an editor changes the letter's wording without touching the code. A pattern holds
 * placeholders in braces ('{employer}'); compose-letter.ts fills them with the CV's facts and the offer's, and
 * of a slot's patterns uses only those whose placeholders it can fill, the richest first (choose-pattern.ts).
 *
 * Every pattern states only what the placeholders bring: the CV's facts (employers, roles, periods, bullets,
 * skills) and the offer's employer and title. None claims a level, a figure, a frequency ('daily', 'au
 * quotidien': the gates read a span of time) or a quality of its own, and the
 * French ones are written so that they agree with any grammatical gender (no 'heureux·se', 'motivé·e').
 */
export type LetterPatterns = {
  /** '{day} {month} {year}' as the language writes a date in a letter. */
  readonly date: string;
  /** With '{place}' (the candidate's town) and without. */
  readonly dateLine: readonly string[];
  readonly subject: readonly string[];
  /** How the reader is greeted: '{addressee}' is one of the forms below. */
  readonly salutation: string;
  readonly addressee: {
    /** Nobody named: the language's neutral form. */
    readonly neutral: string;
    /** A named person whose title tells a woman ('Mme', 'Ms', 'mevrouw'), a man, or neither. */
    readonly female: string;
    readonly male: string;
    readonly named: string;
  };
  /** Why this role at this employer (the first paragraph). */
  readonly opening: readonly string[];
  /** A job cited: the first one, the next ones (earlier jobs, or others), then one of its bullets. */
  readonly firstJob: readonly string[];
  readonly nextJob: readonly string[];
  /** Words that lead a job cited after another: an earlier one, or one that is not earlier. */
  readonly earlier: readonly string[];
  readonly besides: readonly string[];
  readonly fact: readonly string[];
  /** No job read with confidence: what the CV's skills answer. */
  readonly noJob: readonly string[];
  /** What the candidate brings, then the request for an interview (the last paragraph). */
  readonly brings: readonly string[];
  readonly interview: readonly string[];
  /** The formula that closes the letter: to nobody named, and to a named person. */
  readonly closing: { readonly neutral: readonly string[]; readonly named: readonly string[] };
  /** The word before a list's last item ('React, Node.js et PostgreSQL'). */
  readonly and: string;
  /** Spelling rules a filled pattern then follows (French elision: 'de AWS' → 'd’AWS'). */
  readonly elisions: ReadonlyArray<readonly [RegExp, string]>;
};
