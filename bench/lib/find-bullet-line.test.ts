import { describe, expect, it } from 'vitest';
import { bulletKey, diagnoseBullet, divergenceOf, findBulletLine } from './find-bullet-line';
import { readOutputLines } from './output-lines';

const bullet = 'Raised $18M Series A led by Sequoia Capital, with participation from a16z';

describe('findBulletLine', () => {
  it('finds a bullet whose opening verb the rewrite changed, bold markers and quotes aside', () => {
    const lines = readOutputLines(
      'EXPERIENCE\n**CTO** — Nexus\n• Secured $18M Series A led by **Sequoia** Capital, with participation from a16z',
    );
    expect(findBulletLine(lines, bullet)).toBe(2);
  });

  it('misses a bullet cut over two lines, and says so', () => {
    const lines = readOutputLines(
      '• Raised $18M Series A led by Sequoia Capital, with\n• participation from a16z',
    );
    expect(findBulletLine(lines, bullet)).toBe(-1);
    expect(diagnoseBullet(lines, bullet).kind).toBe('split over lines');
  });

  it('tells a word left hyphenated at a line end from a missing bullet', () => {
    const lines = readOutputLines('• Developed features and devel-oping product strategies daily');
    expect(diagnoseBullet(lines, 'Built features and developing product strategies daily').kind).toBe(
      'with a line-end hyphen kept',
    );
    expect(diagnoseBullet(lines, 'Negotiated supplier contracts across three regions').kind).toBe('missing');
  });

  it('keeps at least two words as the key of a short bullet', () => {
    expect(bulletKey('Invited talk')).toBe('invited talk');
    expect(bulletKey('Led the EMEA launch')).toBe('emea launch');
  });
});

describe('divergenceOf', () => {
  it('says where the line and the bullet part', () => {
    expect(divergenceOf('pilot daalde met 18', 'in de pilot daalde met 18 %.')).toBeNull();
    expect(divergenceOf('de pilot daalde met 18 en meer', 'de pilot daalde met 18 %.')).toEqual({
      matched: 'de pilot daalde met 18 ',
      bulletGoesOn: '%.',
      lineGoesOn: 'en meer',
    });
  });
});
