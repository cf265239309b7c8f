import type { Plugin } from 'vite';

/**
 * The visitor's before/after (issue 25), computed when the client is built: `import example from
 * 'virtual:demo-example'` gives what the built-in engine made of the demo CV for the sample offer
 * (src/app/landing/build-demo-example.ts), as data in a chunk of its own. The engine's TypeScript runs here
 * through tsx, as the benchmarks run it.
 */
const MODULE_ID = 'virtual:demo-example';
const RESOLVED_ID = `\0${MODULE_ID}`;
const BUILDER = new URL('../src/app/landing/build-demo-example.ts', import.meta.url).href;

export function demoExample(): Plugin {
  return {
    name: 'demo-example',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { tsImport } = await import('tsx/esm/api');
      const { buildDemoExample } = (await tsImport(
        BUILDER,
        import.meta.url,
      )) as typeof import('../src/app/landing/build-demo-example');
      return `export default ${JSON.stringify(buildDemoExample())};`;
    },
  };
}
