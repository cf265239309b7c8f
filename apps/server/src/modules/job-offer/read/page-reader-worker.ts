import type { MessagePort } from 'node:worker_threads';
import type { JobOfferFromUrl } from '@cv/contracts';
import { announceStart } from '../../../lib/announce-start';
import { READ_STEPS, type ReadStepName } from './read-steps';

/** The code of the page reader's threads (piscina calls the default export once per task). */
export default function runReadStep({
  step,
  input,
  port,
}: {
  step: ReadStepName;
  input: unknown;
  port: MessagePort;
}): JobOfferFromUrl | null {
  announceStart(port);
  return (READ_STEPS[step] as (input: unknown) => JobOfferFromUrl | null)(input);
}
