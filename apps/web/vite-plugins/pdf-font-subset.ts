import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { pdfFontSubsetCharacters } from '../src/features/pdf-export/pdf-font-coverage';

/**
 * The PDF export's font, cut to Latin at build time. Full DejaVu Sans is about 750 KB a weight, and jsPDF
 * reads the whole file on every export; the subset (the characters of pdf-font-coverage.ts) is a few
 * dozen KB. `import { regularUrl, boldUrl } from 'virtual:pdf-font-subset'` gives the URLs of the two
 * TrueType files: assets of the build (fetched on the first download only, like any `?url` import),
 * served from memory by the dev server.
 */

const MODULE_ID = 'virtual:pdf-font-subset';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PREFIX = '/@pdf-font-subset/';

const FONTS = [
  { exportName: 'regularUrl', source: 'DejaVuSans.ttf', output: 'DejaVuSans-latin.ttf' },
  { exportName: 'boldUrl', source: 'DejaVuSans-Bold.ttf', output: 'DejaVuSans-Bold-latin.ttf' },
] as const;

const require = createRequire(import.meta.url);

/** One DejaVu Sans weight of npm `dejavu-fonts-ttf`, cut to the subset's characters (TrueType out). */
export async function subsetPdfFont(sourceFile: string): Promise<Buffer> {
  const full = await readFile(require.resolve(`dejavu-fonts-ttf/ttf/${sourceFile}`));
  // Hinting is for screens at small sizes; a PDF is scaled by its viewer. Layout features are kept
  // (jsPDF ignores them, but they cost little).
  return subsetFont(full, pdfFontSubsetCharacters(), { targetFormat: 'truetype', noHinting: true });
}

export function pdfFontSubset(): Plugin {
  let subsets: Promise<Buffer[]> | null = null;
  const made = () => {
    subsets ??= Promise.all(FONTS.map((font) => subsetPdfFont(font.source)));
    return subsets;
  };
  let serving = false;

  return {
    name: 'pdf-font-subset',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const buffers = await made();
      return FONTS.map((font, index) => {
        if (serving) return `export const ${font.exportName} = '${DEV_PREFIX}${font.output}';`;
        const reference = this.emitFile({ type: 'asset', name: font.output, source: buffers[index]! });
        return `export const ${font.exportName} = import.meta.ROLLUP_FILE_URL_${reference};`;
      }).join('\n');
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (request, response, next) => {
        const index = FONTS.findIndex((font) => request.url === `/${font.output}`);
        if (index < 0) return next();
        made().then(
          (buffers) => {
            response.setHeader('content-type', 'font/ttf');
            response.end(buffers[index]);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
