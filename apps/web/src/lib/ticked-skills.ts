import { create } from 'zustand';

/**
 * The skills the user ticked in the free check before paying ("I have this skill", D22; issue 24), for the CV and
 * the offer they were ticked for: the check adds them to the CV's skills, and the next result of that same pair
 * gets them as its own ticked skills (one listed change each, undoable). Kept apart from the generator's store and
 * imported only by the chunks that use it (the free check, the preview), so the first page's JavaScript does not
 * grow (initial JS budget); it knows nothing of a session.
 */
interface TickedSkillsState {
  /** The CV's text and the offer's, joined: ticks belong to one pair. */
  pair: string;
  skills: readonly string[];
  setSkills: (pair: string, skills: readonly string[]) => void;
}

const NONE: readonly string[] = [];

export const pairOf = (cvText: string, jobText: string) => `${cvText}\u0000${jobText}`;

export const useTickedSkills = create<TickedSkillsState>()((set) => ({
  pair: '',
  skills: NONE,
  setSkills: (pair, skills) => set({ pair, skills }),
}));

/** The skills ticked for this pair, then forgotten (a result takes them once). */
export function takeTickedSkills(cvText: string, jobText: string): readonly string[] {
  const { pair, skills } = useTickedSkills.getState();
  if (pair !== pairOf(cvText, jobText) || skills.length === 0) return NONE;
  useTickedSkills.setState({ skills: NONE });
  return skills;
}
