import type { RunningServer } from './server-process';

/**
 * Reads a server's resident memory every `everyMs` while some work runs. The process's own peak (VmHWM)
 * covers its whole life; this gives the highest and last RSS of one phase.
 */
export interface MemorySample {
  maxMiB: number;
  lastMiB: number;
}

export async function sampleMemory<T>(
  server: RunningServer,
  work: () => Promise<T>,
  everyMs = 200,
): Promise<{ result: T; memory: MemorySample }> {
  let maxMiB = 0;
  const read = () => {
    const rss = server.memory()?.rssMiB ?? Number.NaN;
    if (rss > maxMiB) maxMiB = rss;
    return rss;
  };
  read();
  const timer = setInterval(read, everyMs);
  try {
    const result = await work();
    return { result, memory: { maxMiB, lastMiB: read() } };
  } finally {
    clearInterval(timer);
  }
}
