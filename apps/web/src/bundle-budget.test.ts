import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The page's first JavaScript must stay ≤ 110 KB gzip (issue 4): the entry script and every chunk index.html
 * preloads. pdf.js, the Word reader, jsPDF, the font, the preview and the engine are lazily loaded chunks and do not
 * count. Runs on the built `dist` (npm test builds before the unit step); without a build it has nothing to
 * measure.
 */
const BUDGET_BYTES = 110_000;
const dist = join(import.meta.dirname, '../dist');

describe.runIf(existsSync(join(dist, 'index.html')))('bundle budget', () => {
  it('keeps the initial JavaScript within 110 KB gzip', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = [
      ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((src) => gzipSync(readFileSync(join(dist, src))).length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total, scripts.map((src, index) => `${src}: ${sizes[index]} B`).join('\n')).toBeLessThanOrEqual(
      BUDGET_BYTES,
    );
  });
});
