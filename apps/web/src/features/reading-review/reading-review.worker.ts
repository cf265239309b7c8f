import type { CvLayout, EntryCorrection } from '@cv/contracts';
import { summariseReading } from '@cv/cv-engine/browser';

/**
 * « Ce que nous avons lu » off the page's thread: reading a two-page CV is longer than a frame on a slow
 * phone, and it runs again as the user types. Each answer carries the request's id (only the latest is shown)
 * and the time the reading took.
 *
 * The worker starts when the panel appears, while the page still waits for typing to settle: it reads a short
 * CV in each language so that the engine's tables are built and its code compiled before the user's own.
 */
export interface ReadingRequest {
  text: string;
  layout?: CvLayout;
  corrections: readonly EntryCorrection[];
}

const WARM_UP = [
  'Camille Durand\n\nEXPÉRIENCE PROFESSIONNELLE\nDéveloppeuse — Société Exemple\n2019 – 2023\n- React, SQL',
  'Sam Taylor\n\nWORK EXPERIENCE\nDeveloper, Example Ltd\nJan 2019 – Mar 2023\n• React, SQL',
  'Sanne de Vries\n\nWERKERVARING\nOntwikkelaar bij Voorbeeld BV\n2019 – 2023\n- React, SQL',
];
for (const text of WARM_UP) summariseReading(text);

self.onmessage = (event: MessageEvent<{ id: number; request: ReadingRequest }>) => {
  const { id, request } = event.data;
  const started = performance.now();
  try {
    const reading = summariseReading(request.text, request.layout, request.corrections);
    self.postMessage({ id, reading, ms: performance.now() - started });
  } catch (error) {
    // the page says it could not read this text rather than waiting for ever
    console.error('Lecture du CV impossible', error);
    self.postMessage({ id, reading: null, ms: performance.now() - started });
  }
};
