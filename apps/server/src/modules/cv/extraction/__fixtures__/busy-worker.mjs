// A worker that keeps its thread for as many tenths of a second as the file's first byte says, then reads
// the file as text: a file that costs time, as a heavy PDF does, with a cost the test chooses.
export default function busyFor({ bytes, port }) {
  port.postMessage({ type: 'started' });
  const until = Date.now() + bytes[0] * 100;
  while (Date.now() < until) {
    // spin
  }
  return { ok: true, text: `busy ${bytes[0]}`, pages: null };
}
