import type { PublicConfig } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { renderIndexPage } from './index-page';

const html = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const config = { appName: 'CV </script><script>alert(1)</script>' } as PublicConfig;

function dataBlock(page: string): string {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page);
  if (!match?.[1]) throw new Error('no page data');
  return match[1];
}

describe('renderIndexPage', () => {
  it('writes the page data into the head, and a value cannot close its block', () => {
    const page = renderIndexPage(html, { config, cookieSession: false });
    expect(page.indexOf('id="page-data"')).toBeLessThan(page.indexOf('</head>'));
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(dataBlock(page))).toEqual({ config, cookieSession: false });
  });

  it('preloads the session only for a request that carries a session cookie', () => {
    expect(renderIndexPage(html, { config, cookieSession: false })).not.toContain('get-session');
    expect(renderIndexPage(html, { config, cookieSession: true })).toContain(
      '<link rel="preload" href="/api/auth/get-session"',
    );
  });

  it("preloads the reader's texts when the page is for a reader of another language", () => {
    const page = renderIndexPage(html, { config, cookieSession: false }, '/assets/en-abc.js');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/en-abc.js" />');
    expect(renderIndexPage(html, { config, cookieSession: false })).not.toContain('modulepreload');
  });
});
