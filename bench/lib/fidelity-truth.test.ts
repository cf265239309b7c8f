import { describe, expect, it } from 'vitest';
import { type TruthFile, unclearReason } from './fidelity-truth';

const file = {
  unclear: [
    'experiences[*].bullets (one description paragraph per job, recorded as one item)',
    "experiences[0].company ('ABC Company, Inc.': the name contains a comma)",
  ],
} as TruthFile;

describe('unclearReason', () => {
  it('covers the paths under a listed one, with [*] for any index', () => {
    expect(unclearReason(file, 'experiences[3].bullets[0]')).toBe(
      'one description paragraph per job, recorded as one item',
    );
    expect(unclearReason(file, 'experiences[0].company')).toContain('comma');
    expect(unclearReason(file, 'experiences[1].company')).toBeNull();
    expect(unclearReason(file, 'experiences[0].companyName')).toBeNull();
  });
});
