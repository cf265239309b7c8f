// A worker whose heap grows without end, like a parser building a huge document tree: the thread's
// resourceLimits must kill it, not the server.
export default function eatsMemory({ port }) {
  port.postMessage({ type: 'started' });
  const kept = [];
  for (;;) kept.push(Array.from({ length: 10_000 }, (_, i) => ({ i })));
}
