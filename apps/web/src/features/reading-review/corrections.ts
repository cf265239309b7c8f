import { type EntryCorrection, MAX_CORRECTIONS, type ReadField } from '@cv/contracts';

/**
 * The user's corrections of what was read (D24), one per job and field. A field corrected twice is still a
 * correction of what was read — the engine applies it only while the job reads `from` — and one set back to
 * what was read is no correction at all.
 */
export function withCorrection(
  corrections: readonly EntryCorrection[],
  correction: EntryCorrection,
): readonly EntryCorrection[] {
  const earlier = corrections.find((c) => c.entry === correction.entry && c.field === correction.field);
  const from = earlier ? earlier.from : correction.from;
  const others = corrections.filter((c) => c !== earlier);
  const to = correction.to.trim();
  if (to === (from ?? '')) return others;
  // the server takes MAX_CORRECTIONS at most: the oldest (the likeliest to be stale after edits) go first
  return [...others, { ...correction, from, to }].slice(-MAX_CORRECTIONS);
}

export function withoutCorrection(
  corrections: readonly EntryCorrection[],
  entry: string,
  field: ReadField,
): readonly EntryCorrection[] {
  return corrections.filter((c) => c.entry !== entry || c.field !== field);
}
