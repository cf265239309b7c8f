import { describe, expect, it } from 'vitest';
import { createEventParser, readServerSentEvents } from './read-server-sent-events';

const collect = (chunks: string[]) => {
  const parser = createEventParser();
  return chunks.flatMap((chunk) => [...parser.push(chunk)]);
};

describe('Server-Sent Events parser', () => {
  it('reads named events and their JSON data', () => {
    const text =
      'event: progress\ndata: {"progress":20,"stage":"analyse_cv"}\n\nevent: result\ndata: {"ok":true}\n\n';
    expect(collect([text])).toEqual([
      { event: 'progress', data: '{"progress":20,"stage":"analyse_cv"}' },
      { event: 'result', data: '{"ok":true}' },
    ]);
  });

  it('gives the same events whatever the chunking, CRLF included', () => {
    const text = 'event: progress\r\ndata: {"a":1}\r\n\r\n: comment\n\nevent: error\ndata: x\ndata: y\n\n';
    const whole = collect([text]);
    const byChar = collect([...text]);
    expect(byChar).toEqual(whole);
    expect(whole).toEqual([
      { event: 'progress', data: '{"a":1}' },
      { event: 'error', data: 'x\ny' },
    ]);
  });

  it("hands the server's retry delay over as it comes, and ignores one that is not a number", () => {
    const delays: number[] = [];
    const parser = createEventParser({ onRetry: (ms) => delays.push(ms) });
    const events = [...parser.push('retry: 3000\n\nretry: soon\nid: 1\ndata: {"credits":4}\n\n')];
    expect(delays).toEqual([3000]);
    expect(events).toEqual([{ event: 'message', data: '{"credits":4}' }]);
  });

  it('reads a stream, including a last event without its blank line', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: progress\ndata: 1\n\nevent: res'));
        controller.enqueue(encoder.encode('ult\ndata: é\n'));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerSentEvents(body)) events.push(event);
    expect(events).toEqual([
      { event: 'progress', data: '1' },
      { event: 'result', data: 'é' },
    ]);
  });
});
