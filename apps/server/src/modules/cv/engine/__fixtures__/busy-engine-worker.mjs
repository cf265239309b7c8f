// An engine task that keeps its thread for `input.ms` milliseconds, then answers its own name and number:
// tasks of a known cost, to see in which order a pool serves them.
export default function busyFor({ name, input, port }) {
  port.postMessage({ type: 'started' });
  const until = Date.now() + input.ms;
  while (Date.now() < until) {
    // spin
  }
  return `${name} ${input.n}`;
}
