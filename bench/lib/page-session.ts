import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Puts a signed-in session's cookie (as `signIn` answers it) into a browser context, for the server at `url`. */
export async function addSessionCookie(context: BrowserContext, cookie: string, url: string): Promise<void> {
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
  );
}

/**
 * Waits, frame by frame, until an element's `data-<key>` holds a value other than `previous` (a card writes the
 * time its worker took there), and answers it; the moment it was seen is kept in `window.shownAt`.
 */
export async function nextDataValue(
  page: Page,
  element: Locator,
  key: string,
  previous: string | null,
): Promise<string> {
  const handle = await element.elementHandle({ timeout: 15_000 });
  await page.waitForFunction(
    ([el, name, before]) => {
      const value = (el as HTMLElement).dataset[name as string];
      if (!value || value === before) return false;
      (window as unknown as { shownAt: number }).shownAt = performance.now();
      return true;
    },
    [handle, key, previous] as const,
    { polling: 'raf', timeout: 15_000 },
  );
  return (await handle!.evaluate((el, name) => (el as HTMLElement).dataset[name], key))!;
}
