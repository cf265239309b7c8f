import { describe, expect, it } from 'vitest';
import { placeBullets } from './bullet-placement';
import type { TruthJob } from './fidelity-truth';
import { readOutputLines } from './output-lines';

const job = (company: string, period: string, bullets: string[]): TruthJob => ({
  company,
  position: 'Engineer',
  period,
  context: null,
  bullets,
});

describe('placeBullets', () => {
  const jobs = [
    job('Stripe', '2023 – Present', ['Designed the fraud detection pipeline']),
    job('Figma', '2021 – 2022', ['Built the collaborative editing engine']),
  ];

  it('accepts each bullet under its own job', () => {
    const lines = readOutputLines(
      'EXPERIENCE\n**Engineer** — Stripe | 2023 – Present\n• Designed the fraud detection pipeline\n**Engineer** — Figma | 2021 – 2022\n• Built the collaborative editing engine',
    );
    expect(placeBullets(lines, jobs, { start: 1, end: 5 })).toEqual({ total: 2, kept: 2, misplaced: [] });
  });

  it('reports a bullet that moved under the next job', () => {
    const lines = readOutputLines(
      'EXPERIENCE\n**Engineer** — Stripe | 2023 – Present\n**Engineer** — Figma | 2021 – 2022\n• Designed the fraud detection pipeline\n• Built the collaborative editing engine',
    );
    expect(placeBullets(lines, jobs, { start: 1, end: 5 }).misplaced).toEqual([
      { job: 0, bullet: 0, line: 3, owner: 1 },
    ]);
  });
});
