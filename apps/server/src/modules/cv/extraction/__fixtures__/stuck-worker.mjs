// A worker that never finishes, like a parser caught in a hostile file's loop: it says it started, like the
// real worker (extraction-worker.ts), then spins. The pool must stop it.
export default function neverEnds({ port }) {
  port.postMessage({ type: 'started' });
  for (;;) {
    // spin
  }
}
