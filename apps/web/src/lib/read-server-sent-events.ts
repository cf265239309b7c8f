/**
 * Server-Sent Events read from a fetch body (an EventSource cannot POST nor send a Bearer header). Follows the
 * format's rules that our server uses: events end at a blank line, `event:` names them (default 'message'),
 * `data:` lines are joined with '\n', lines starting with ':' are comments, CRLF and CR count as line ends,
 * and `retry:` (digits only) is the server's reconnection delay in ms, handed to `onRetry` at once.
 */
export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventParserOptions {
  onRetry?: (milliseconds: number) => void;
}

export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  options: EventParserOptions & {
    /** Called for every piece received, comments (keep-alives) included: the connection is alive. */
    onChunk?: () => void;
  } = {},
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createEventParser(options);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      options.onChunk?.();
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(`${decoder.decode()}\n\n`);
  } finally {
    reader.releaseLock();
  }
}

/** The pure part: feed it text in any chunking, get the complete events back. */
export function createEventParser(options: EventParserOptions = {}) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function* push(chunk: string): Generator<ServerSentEvent> {
    buffer += chunk;
    // A '\r' at the very end may be the first half of a '\r\n' cut by the chunking: keep it for later.
    const held = buffer.endsWith('\r') ? '\r' : '';
    const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
    // The last piece may be a line cut in the middle.
    buffer = (lines.pop() ?? '') + held;
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) options.onRetry?.(Number(value));
    }
  }
  return { push };
}
