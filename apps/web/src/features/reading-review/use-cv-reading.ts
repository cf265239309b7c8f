import type { CvLayout, CvReading, EntryCorrection } from '@cv/contracts';
import { useEffect, useRef, useState } from 'react';
import type { ReadingRequest } from './reading-review.worker';

/**
 * What the engine reads of the CV, recomputed in a Web Worker: a moment after the text stops changing (typing
 * does not start a reading per key), at once when the user corrects a field (they wait for it). One worker for
 * the page's life; a newer request makes an older answer moot.
 */
const SETTLE_MS = 300;

export interface CvReadingState {
  reading: CvReading | null;
  /** The last text could not be read (the engine failed on it). */
  failed: boolean;
  /** How long the last reading took in the worker, in milliseconds. */
  ms: number | null;
}

let worker: Worker | null = null;
let nextId = 0;

function getWorker(): Worker {
  worker ??= new Worker(new URL('./reading-review.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

export function useCvReading(
  text: string,
  layout: CvLayout | undefined,
  corrections: readonly EntryCorrection[],
): CvReadingState {
  const [state, setState] = useState<CvReadingState>({ reading: null, failed: false, ms: null });
  const latest = useRef(0);
  const sent = useRef<{ text: string; layout: CvLayout | undefined } | null>(null);
  // the worker starts (and warms up) while the page waits for the typing to settle
  useEffect(() => void getWorker(), []);
  useEffect(() => {
    if (!text.trim()) return;
    const sameText = sent.current?.text === text && sent.current.layout === layout;
    const timer = window.setTimeout(
      () => {
        const id = ++nextId;
        latest.current = id;
        sent.current = { text, layout };
        const target = getWorker();
        const onMessage = (event: MessageEvent<{ id: number; reading: CvReading | null; ms: number }>) => {
          if (event.data.id !== id) return;
          target.removeEventListener('message', onMessage);
          const { reading, ms } = event.data;
          if (latest.current === id) setState({ reading, failed: reading === null, ms });
        };
        target.addEventListener('message', onMessage);
        const request: ReadingRequest = { text, layout, corrections };
        target.postMessage({ id, request });
      },
      sameText ? 0 : SETTLE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, layout, corrections]);
  return state;
}
