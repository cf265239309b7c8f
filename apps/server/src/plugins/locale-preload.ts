import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web client bundles French and fetches any other interface language as a chunk of its own before its
 * first render — one more round trip after the scripts, on the way to the first screen. The server knows
 * the language the browser asks for first (Accept-Language) and writes a `modulepreload` of that chunk into
 * the page (index-page.ts) — the language the client will choose unless the reader picked another one
 * earlier (then the hint costs one small unused download). The chunk's path by language, from Vite's
 * manifest.
 */
export function localePreloads(webRoot: string): Map<string, string> {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  const links = new Map<string, string>();
  if (!existsSync(manifestPath)) return links;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file?: string }>;
  for (const [source, chunk] of Object.entries(manifest)) {
    const language = /^src\/locales\/([a-z]{2})\.json$/.exec(source)?.[1];
    if (language && language !== 'fr' && chunk.file) {
      links.set(language, `/${chunk.file}`);
    }
  }
  return links;
}
