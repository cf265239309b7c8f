import { checkMatch, type MatchRequest } from './check-match';

/**
 * The free check off the page's thread: parsing and scoring a two-page CV takes longer than a frame on a slow
 * phone. Each answer carries the request's id (only the latest is shown) and the time the check took.
 */
self.onmessage = (event: MessageEvent<{ id: number; request: MatchRequest }>) => {
  const started = performance.now();
  const report = checkMatch(event.data.request);
  self.postMessage({ id: event.data.id, report, ms: performance.now() - started });
};
