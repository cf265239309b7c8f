import type { BulletDiagnosis } from './find-bullet-line';
import type { OutputLine } from './output-lines';

/** The fidelity report's wording of where things were found (measure-fidelity.ts). */

export const where = (lines: OutputLine[], idx: number[]) =>
  idx.length === 0
    ? 'nowhere'
    : `l.${idx.map((i) => `${lines[i]!.number}${lines[i]!.bullet ? ' (bullet)' : ''}`).join(', ')}`;
const tail = (s: string, n = 40) => (s.length > n ? `…${s.slice(-n)}` : s);
const head = (s: string, n = 40) => (s === '' ? '(end of line)' : s.length > n ? `${s.slice(0, n)}…` : s);

export function bulletDetail(lines: OutputLine[], d: BulletDiagnosis): string {
  if (d.closest < 0) return 'no line shares its words';
  const at = `closest l.${lines[d.closest]!.number}`;
  const v = d.divergence;
  if (!v) return `${at}: it does not hold the bullet's opening`;
  return `${at} holds "${tail(v.matched)}", then the line has "${head(v.lineGoesOn)}" where the bullet goes on "${head(v.bulletGoesOn)}"`;
}

export const fields = (j: { company: string; position: string; period: string | null }) =>
  `company "${j.company}" · position "${j.position}" · period "${j.period ?? '(none)'}"`;
