// vite-plugins/demo-example.ts: the demo CV rewritten by the engine when the client is built.
declare module 'virtual:demo-example' {
  const example: import('./build-demo-example').DemoExample;
  export default example;
}
