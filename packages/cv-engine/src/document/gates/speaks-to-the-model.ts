import { MODEL_INSTRUCTIONS } from '../../data/model-instructions';
import { fold } from '../../text/fold';

/** Whether a CV line speaks to a model instead of a reader (data/model-instructions.ts): it proves nothing. */
export function speaksToTheModel(text: string): boolean {
  const folded = fold(text);
  return MODEL_INSTRUCTIONS.some((pattern) => pattern.test(folded));
}
