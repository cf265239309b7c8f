import type { InterfaceLanguage, TargetLanguage } from '@cv/contracts';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import type { MatchReport } from './check-match';

/**
 * The match of the CV and the offer on the page, recomputed in a Web Worker a moment after either changes
 * (typing in the offer does not start a check per key). One worker for the page's life; a newer request makes
 * an older answer moot.
 */
const SETTLE_MS = 300;
const NONE: readonly string[] = [];

export interface MatchCheck {
  report: MatchReport | null;
  /** How long the last check took in the worker, in milliseconds. */
  ms: number | null;
}

let worker: Worker | null = null;
let nextId = 0;

function getWorker(): Worker {
  worker ??= new Worker(new URL('./match-check.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

export function useMatchCheck(
  cvText: string,
  jobText: string,
  language: TargetLanguage | null,
  ticked: readonly string[] = NONE,
  interfaceLanguage: InterfaceLanguage = 'fr',
): MatchCheck {
  const cv = useDeferredValue(cvText);
  const job = useDeferredValue(jobText);
  const [check, setCheck] = useState<MatchCheck>({ report: null, ms: null });
  const latest = useRef(0);
  // the worker starts (and warms up) while the page waits for the typing to settle
  useEffect(() => void getWorker(), []);
  useEffect(() => {
    if (!cv.trim() || !job.trim()) return;
    const timer = window.setTimeout(() => {
      const id = ++nextId;
      latest.current = id;
      const target = getWorker();
      const onMessage = (event: MessageEvent<{ id: number; report: MatchReport; ms: number }>) => {
        if (event.data.id !== id) return;
        target.removeEventListener('message', onMessage);
        if (latest.current === id) setCheck({ report: event.data.report, ms: event.data.ms });
      };
      target.addEventListener('message', onMessage);
      target.postMessage({ id, request: { cvText: cv, jobText: job, language, ticked, interfaceLanguage } });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [cv, job, language, ticked, interfaceLanguage]);
  return check;
}
