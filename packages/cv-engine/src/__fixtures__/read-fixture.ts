import { readFileSync } from 'node:fs';

/** Test-only: the text of a fixture of this folder (see NOTICE.md). Not exported by the engine. */
export function readFixture(name: string): string {
  return readFileSync(new URL(`./${name}.txt`, import.meta.url), 'utf8');
}
