import { useAuthStore } from '../../features/auth/stores/auth-store';
import { writeCoverLetter } from '../../features/cover-letter/api/write-cover-letter';
import { useGeneratorStore } from '../../features/generator/stores/generator-store';
import { currentLanguage } from '../../lib/i18n';

/**
 * Writes the cover letter of the result on the page (issue 26): the CV and the offer it was generated from, as
 * they were sent (text, layout, corrections, the language asked for), and the generation it goes with (the
 * server notes it on the letter's record). The letter joins its result — unless another result took its place
 * meanwhile — and the balance follows the server's answer (D6). Rejects as the API does.
 */
export async function writeResultLetter(): Promise<void> {
  const state = useGeneratorStore.getState();
  const { result, savedId, cvText, cvCorrections, cvLayout, jobDescription, languageOverride, fileName } =
    state;
  if (!result) return;
  const written = await writeCoverLetter({
    cv_content: cvText,
    ...(cvCorrections.length > 0 ? { cv_corrections: [...cvCorrections] } : {}),
    ...(cvLayout ? { cv_layout: cvLayout } : {}),
    job_description: jobDescription,
    ...(languageOverride ? { target_language: languageOverride } : {}),
    ...(fileName ? { original_file_name: fileName } : {}),
    interface_language: currentLanguage(),
    generation_id: result.generation_id,
  });
  useAuthStore.getState().setCredits(written.credits);
  if (useGeneratorStore.getState().savedId !== savedId) return;
  useGeneratorStore.getState().setLetter({ written, text: written.letter });
}
