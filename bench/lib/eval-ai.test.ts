import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocksFromPrompt,
  type FakeOpenAiServer,
  type RecordedRequest,
  startFakeOpenAiServer,
} from '../../apps/server/test/fake-openai-server';
import { projectRoot } from './paths';

/**
 * `npm run eval:ai` as a self-hoster runs it, against the local OpenAI stand-in: the command reads the server's
 * AI settings, measures each model of `--models` on the fixture pairs beside the built-in engine, and prints one
 * table. The stand-in answers, per model: 'careful-model' a rewording of every bullet that passes (its full stop
 * taken off) plus a name-line change and an invented figure that the gates drop; 'silent-model' nothing.
 */
function answerFor(request: RecordedRequest) {
  if (request.body.model === 'silent-model') return { changes: [] };
  const blocks = blocksFromPrompt(request);
  const bullets = blocks.filter((b) => b.section === 'experience' && b.text.endsWith('.'));
  const name = blocks[0]!;
  const last = blocks.at(-1)!;
  return {
    changes: [
      ...bullets.map((b) => ({ block: b.id, kind: 'reworded', before: b.text, after: b.text.slice(0, -1) })),
      { block: name.id, kind: 'reworded', before: name.text, after: `${name.text}, PhD` },
      { block: last.id, kind: 'reworded', before: last.text, after: `${last.text} Revenue up 250 %.` },
    ],
  };
}

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ respond: answerFor });
});
afterAll(() => fake.close());

function runEval(env: Record<string, string>, args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(projectRoot, 'bench/eval-ai.ts'), ...args],
      { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', ...env } },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** The table's rows as cells, by their first cell. */
function rowsOf(out: string): Map<string, string[]> {
  const lines = out.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| engine'));
  return new Map(
    lines.map((line) => {
      const cells = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      return [cells[0]!, cells];
    }),
  );
}

describe('npm run eval:ai', () => {
  it('measures each model beside the built-in engine and prints one table', {
    timeout: 120_000,
  }, async () => {
    const { code, out } = await runEval(
      {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'careful-model',
        AI_TIMEOUT_MS: '10000',
      },
      ['--models', 'careful-model,silent-model'],
    );
    expect(code, out).toBe(0);
    expect(out).toContain(`openai-compatible at ${fake.baseUrl}`);
    expect(out).toMatch(/\| engine +\| pairs \| failed +\| proposed \| passed \| dropped per gate +\|/);
    const rows = rowsOf(out);
    expect([...rows.keys()]).toEqual(['built-in engine', 'careful-model', 'silent-model']);
    const [, pairs, failed, proposed, passed, dropped, onTop, kept, time] = rows.get('careful-model')!;
    expect(Number(pairs)).toBe(8);
    expect(failed).toBe('–');
    // the bullets' rewordings passed; per pair, the name-line change and the invented figure were dropped
    const droppedTotal = [...dropped!.matchAll(/\d+/g)].reduce((sum, m) => sum + Number(m[0]), 0);
    expect(Number(passed)).toBeGreaterThan(0);
    expect(Number(proposed)).toBe(Number(passed) + droppedTotal);
    expect(droppedTotal).toBe(16);
    expect(dropped).toMatch(/figures 8/);
    expect(onTop).toMatch(/^\d+ → \d+ of \d+$/);
    expect(kept).toMatch(/^\d+ %$/);
    expect(Number(time)).toBeGreaterThan(0);
    expect(rows.get('silent-model')!.slice(3, 6)).toEqual(['0', '0', '–']);
    // the requests went to the two models named, once per pair each
    const models = fake.requests.map((r) => r.body.model);
    expect(models.filter((m) => m === 'careful-model')).toHaveLength(8);
    expect(models.filter((m) => m === 'silent-model')).toHaveLength(8);
  });

  it('says plainly when no AI provider is configured, and measures the built-in engine alone', {
    timeout: 60_000,
  }, async () => {
    const { code, out } = await runEval({ AI_PROVIDER: 'local' }, []);
    expect(code, out).toBe(0);
    expect(out).toContain('AI_PROVIDER=local: only the built-in engine was measured.');
    expect([...rowsOf(out).keys()]).toEqual(['built-in engine']);
  });
});
