import { describe, expect, it } from 'vitest';
import { parseCv } from '../parse/parse-cv';
import { summariseReading } from './summarise-reading';

const CV = [
  'Tamsin Hale',
  'Marine ecologist',
  'tamsin@example.com',
  '',
  'EXPERIENCE',
  'Research Assistant — Marine Biological Association',
  'Sep 2016 – Aug 2017',
  '• Processed benthic samples',
  '',
  'EDUCATION',
  'MSc Marine Biology — Bangor University, 2015 – 2016',
].join('\n');

describe('what the page shows as read', () => {
  const reading = summariseReading(CV);
  const job = reading.sections.flatMap((s) => s.entries)[0]!;

  it('lists the sections under the CV’s own headings, and each job’s fields', () => {
    expect(reading.sections.map((s) => [s.key, s.heading])).toEqual([
      ['header', null],
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION'],
    ]);
    expect([job.company, job.position, job.period, job.confident]).toEqual([
      'Marine Biological Association',
      'Research Assistant',
      'Sep 2016 – Aug 2017',
      true,
    ]);
  });

  it('takes a corrected field in the reading and in the parse, and marks it as corrected', () => {
    const corrections = [
      {
        entry: job.id,
        field: 'company' as const,
        from: job.company,
        to: 'The Marine Biological Association',
      },
    ];
    const corrected = summariseReading(CV, undefined, corrections).sections.flatMap((s) => s.entries)[0]!;
    expect([corrected.company, corrected.corrected]).toEqual([
      'The Marine Biological Association',
      ['company'],
    ]);
    expect(parseCv(CV, undefined, corrections).experience[0]?.company).toBe(
      'The Marine Biological Association',
    );
  });

  it('ignores a correction made on another reading (the field no longer reads what the user saw)', () => {
    const stale = [{ entry: job.id, field: 'position' as const, from: 'Lab technician', to: 'Director' }];
    expect(parseCv(CV, undefined, stale).experience[0]?.position).toBe('Research Assistant');
  });
});
