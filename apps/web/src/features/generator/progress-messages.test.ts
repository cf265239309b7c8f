import { describe, expect, it } from 'vitest';
import { messageForStage } from './progress-messages';

describe('messageForStage', () => {
  it("follows the server's stage names", () => {
    expect(messageForStage('analyse_job', 40)).toBe('analyseJob');
    expect(messageForStage('done', 100)).toBe('done');
  });

  it('falls back on the percentage for an unknown stage', () => {
    expect(messageForStage('new_stage', 85)).toBe('atsScore');
    expect(messageForStage('', 5)).toBe('analyseCv');
  });
});
