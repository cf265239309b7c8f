import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';

/**
 * The machine a run was measured on, stated in the output so that figures compare across machines.
 * The load average at the start says whether other work was running beside the benchmark.
 */
export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  os: string;
  loadAverageAtStart: [number, number, number];
}

function osName(): string {
  try {
    const line = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)"?/m);
    return `${line?.[1] ?? 'Linux'} (kernel ${release()})`;
  } catch {
    return `${process.platform} ${release()}`;
  }
}

export function describeMachine(): Machine {
  const [one, five, fifteen] = loadavg().map((x) => Math.round(x * 100) / 100);
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: osName(),
    loadAverageAtStart: [one!, five!, fifteen!],
  };
}

export const machineLine = (m: Machine): string =>
  `${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}; ` +
  `load average at start ${m.loadAverageAtStart.join(' / ')} (1 / 5 / 15 min)`;
