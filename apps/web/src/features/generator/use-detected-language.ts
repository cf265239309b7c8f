import type { TargetLanguage } from '@cv/contracts';
import { useDeferredValue, useEffect, useState } from 'react';

type Detect = (text: string) => TargetLanguage;
let detectLanguage: Detect | null = null;
let loading: Promise<Detect> | null = null;

/** The engine's language rule (7 KB gzip of word lists), fetched when the first offer is typed. */
function loadDetector(): Promise<Detect> {
  loading ??= import('@cv/cv-engine/browser').then((engine) => {
    detectLanguage = engine.detectLanguage;
    return engine.detectLanguage;
  });
  return loading;
}

/** The offer's language as the user types (the engine's own rule, so it matches what the server will pick). */
export function useDetectedLanguage(text: string): TargetLanguage | null {
  const deferred = useDeferredValue(text);
  const [detected, setDetected] = useState<TargetLanguage | null>(null);
  useEffect(() => {
    if (!deferred.trim()) {
      setDetected(null);
      return;
    }
    if (detectLanguage) {
      setDetected(detectLanguage(deferred));
      return;
    }
    let current = true;
    void loadDetector().then((detect) => {
      if (current) setDetected(detect(deferred));
    });
    return () => {
      current = false;
    };
  }, [deferred]);
  return detected;
}
