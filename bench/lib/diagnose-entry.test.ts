import { describe, expect, it } from 'vitest';
import { diagnoseEntry } from './diagnose-entry';
import { readOutputLines } from './output-lines';

const range = (to: number) => ({ from: 1, to, name: 'experience section' });

describe('diagnoseEntry', () => {
  it('sees dates that moved to the neighbouring entry (flush-right dates read after the bullets)', () => {
    const lines = readOutputLines(
      'EXPERIENCE\n**Nexus AI, CTO**\n• Built things\n**NVIDIA, Research Intern** | June 2023 – present\n• Designed things',
    );
    const d = diagnoseEntry(
      lines,
      { main: ['company', 'NVIDIA'], partner: ['position', 'Research Intern'], years: ['2022'] },
      range(5),
    );
    expect(d.pattern).toBe("another entry's dates beside it");
  });

  it('sees a job title that became a bullet of the job before', () => {
    const lines = readOutputLines(
      'EXPERIENCE\n• Shipped search\n• Software Engineer\n**Figma** | Jun 2021 - Dec 2022',
    );
    const d = diagnoseEntry(
      lines,
      { main: ['company', 'Figma'], partner: ['position', 'Software Engineer'], years: ['2021', '2022'] },
      range(4),
    );
    expect(d.pattern).toBe('position turned into a bullet');
  });

  it('tells an entry left outside the section from one missing altogether', () => {
    const lines = readOutputLines(
      'EXPERIENCE\n**Dev** — Acme | 2019\nEDUCATION\n**Assistant** — Le Floch | 2008 – 2009',
    );
    const pieces = {
      main: ['company', 'Le Floch'] as [string, string],
      partner: ['position', 'Assistant'] as [string, string],
      years: ['2008', '2009'],
    };
    expect(diagnoseEntry(lines, pieces, range(2)).pattern).toBe('whole but outside the experience section');
    expect(diagnoseEntry(lines, { ...pieces, main: ['company', 'Transports'] }, range(2)).pattern).toBe(
      'company not in the output',
    );
  });
});
