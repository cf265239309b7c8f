import { checkMatch, type MatchRequest } from './check-match';

/**
 * The free check off the page's thread: parsing and scoring a two-page CV takes longer than a frame on a slow
 * phone. Each answer carries the request's id (only the latest is shown) and the time the check took.
 *
 * The worker starts when the card appears, while the page still waits for typing to settle: it uses that time
 * to check a few words in each language, so that the engine's tables (skills, stems) are built and its code
 * compiled before the user's own check.
 */
const WARM_UP: readonly MatchRequest[] = [
  {
    cvText: 'Développeuse React, SQL',
    jobText: 'Développeur\nProfil recherché\n- React et SQL.',
    language: null,
  },
  { cvText: 'React developer, SQL', jobText: 'Developer\nRequirements\n- React and SQL.', language: null },
  {
    cvText: 'Ontwikkelaar React, SQL',
    jobText: 'Ontwikkelaar\nWie ben jij\n- React en SQL.',
    language: null,
  },
];
for (const request of WARM_UP) checkMatch(request);

self.onmessage = (event: MessageEvent<{ id: number; request: MatchRequest }>) => {
  const started = performance.now();
  const report = checkMatch(event.data.request);
  self.postMessage({ id: event.data.id, report, ms: performance.now() - started });
};
