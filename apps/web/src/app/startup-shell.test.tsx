import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { StartupShell } from './startup-view';

const NBSP = '\u00a0';

/** What index.html holds inside #root, on one line. */
function prerendered(): string {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const inside = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
  if (inside === undefined) throw new Error('index.html: no #root followed by the entry script');
  return inside
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}

it('index.html paints the startup view before any script runs, box for box as React renders it', () => {
  const expected = renderToStaticMarkup(<StartupShell title={NBSP} wait={NBSP} />).replaceAll(NBSP, '&nbsp;');
  // If this fails after a change to StartupShell, paste `expected` into apps/web/index.html's #root.
  expect(prerendered()).toBe(expected);
});
