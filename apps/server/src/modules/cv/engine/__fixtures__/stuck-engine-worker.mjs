// An engine task that never ends, as a step caught in a quadratic loop on a hostile text would: it says it
// started, like the real worker (engine-worker.ts), then spins. The pool must stop it at its budget.
export default function neverEnds({ port }) {
  port.postMessage({ type: 'started' });
  for (;;) {
    // spin
  }
}
