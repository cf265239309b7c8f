// Worker entry used when running from source (Vitest, tsx): a worker thread starts as plain Node, which
// cannot import TypeScript with our extension-less imports, so this registers tsx in the thread first.
// The bundle (dist/page-reader-worker.js) is plain JavaScript and needs none of this.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./page-reader-worker.ts', import.meta.url);

export default worker.default;
