import { describe, expect, it } from 'vitest';
import { splitLines } from './split-lines';

describe('splitLines', () => {
  it('reads the markers of HTML-made and Word lists as bullets, and leaves a line that opens on a year', () => {
    const lines = splitLines(
      '› Picken van 280 colli per dag\n» Laden en lossen\n→ Inventaire\n2019 – 2021 Acme\n- Tests',
    );
    expect(lines.map((line) => [line.bullet, line.text])).toEqual([
      [true, 'Picken van 280 colli per dag'],
      [true, 'Laden en lossen'],
      [true, 'Inventaire'],
      [false, '2019 – 2021 Acme'],
      [true, 'Tests'],
    ]);
  });
  it('reads a contact line behind an icon read as "#" as a line, not a Markdown heading', () => {
    const [line] = splitLines('# allthe.stars@google.com');
    expect(line?.text).toBe('allthe.stars@google.com');
    expect(line?.markdown).toBeUndefined();
    expect(splitLines('## Expérience')[0]?.markdown).toBe(2);
  });
});
