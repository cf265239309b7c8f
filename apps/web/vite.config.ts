import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoExample } from './vite-plugins/demo-example';
import { pdfFontSubset } from './vite-plugins/pdf-font-subset';

// The production server (Fastify) serves `dist` and falls back to index.html; in development the API runs
// beside Vite on port 3000, so `/api` is proxied there and the browser stays same-origin (cookies work).
export default defineConfig({
  plugins: [react(), tailwindcss(), pdfFontSubset(), demoExample()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which source each chunk holds and what it loads (read by bench/web-bundle.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one chunk, on one connection, rather than React, i18next and
        // the shared helpers in eight pieces that the browser's six HTTP/1.1 connections fetch in turns
        // (docs/performance.md, Lighthouse). The lazily loaded pieces keep their own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000' },
    },
  },
});
