import { describe, expect, it } from 'vitest';
import { figuresOf } from './quantities-of';

/** How the gates read figures and spans of time (quantities-of.ts, data/quantity-units.ts). */
const read = (text: string) => figuresOf(text).quantities.map((q) => [q.value, q.unit]);

describe('a time of day', () => {
  it('reads am/pm and the French or Dutch clock hour on a 24-hour clock', () => {
    expect(read("transmissions à l'équipe de jour à 7 h")).toEqual([[7, 'clock']]);
    expect(read('to the day team at 7 am')).toEqual([[7, 'clock']]);
    expect(read('to the day team at 7 p.m.')).toEqual([[19, 'clock']]);
    expect(read('overdracht om 7 uur')).toEqual([[7, 'clock']]);
  });

  it('leaves durations as durations', () => {
    expect(read('7 h par jour')).toEqual([[7, 'hour']]);
    expect(read('besparing van 16 uur per maand')).toEqual([[16, 'hour']]);
    expect(read('de 20 à 16 h par semaine')).toEqual([
      [20, 'hour'],
      [16, 'hour'],
    ]);
  });
});

describe('spans of time a change must keep', () => {
  it('are not claimed by a time budget, a team of the day, or a period close', () => {
    expect([...figuresOf("Checked drivers' hours and tachograph data").durations]).toEqual([]);
    expect([...figuresOf('verbal handovers to the day team').durations]).toEqual([]);
    expect([...figuresOf('Prepared the year-end accounts').durations]).toEqual([]);
    // still proofs: a translation may say them
    expect([...figuresOf("Checked drivers' hours").spans]).toEqual(['hour']);
  });

  it('are claimed by a rate or a count', () => {
    expect([...figuresOf('25 deliveries a day').durations]).toEqual(['day']);
    expect([...figuresOf('within a few days').durations]).toEqual(['day']);
    expect([...figuresOf('weekly reporting to the day shift lead').durations]).toEqual(['week']);
  });
});
