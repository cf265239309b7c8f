import { type EntryCorrection, MAX_CORRECTIONS } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { withCorrection, withoutCorrection } from './corrections';

const company = { entry: 'e5', field: 'company', from: 'Lyon', to: 'Routalis' } as const;

describe('the corrections of what was read', () => {
  it('keeps one per field, still of what was read, and drops one set back to it', () => {
    // corrected again: what the engine must still find in the text is what it read, not the first correction
    let kept = withCorrection([company], { ...company, from: 'Routalis', to: 'Routalis SA ' });
    expect(kept).toEqual([{ ...company, to: 'Routalis SA' }]);
    kept = withCorrection(kept, { entry: 'e5', field: 'period', from: null, to: '2019 – 2023' });
    expect(withoutCorrection(kept, 'e5', 'period')).toEqual([{ ...company, to: 'Routalis SA' }]);
    expect(withCorrection(kept, { ...company, from: 'Routalis SA', to: ' Lyon' })).toHaveLength(1);
  });

  it('never holds more than the server takes, the oldest going first', () => {
    let kept: readonly EntryCorrection[] = [];
    for (let i = 0; i <= MAX_CORRECTIONS; i++) kept = withCorrection(kept, { ...company, entry: `e${i}` });
    expect(kept).toHaveLength(MAX_CORRECTIONS);
    expect(kept[0]?.entry).toBe('e1');
  });
});
