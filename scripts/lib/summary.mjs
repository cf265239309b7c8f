// The end-of-run table. Its last line, `N passed, N failed`, is what CI and people read first.

const COLUMNS = [
  ['step', (row) => row.name],
  ['status', (row) => row.status],
  ['time', (row) => formatSeconds(row.ms)],
  ['passed', (row) => count(row, 'passed')],
  ['failed', (row) => count(row, 'failed')],
  ['skipped', (row) => count(row, 'skipped')],
  ['note', (row) => row.note ?? ''],
];

export function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Setup rows (install, Chromium, PostgreSQL) show their time but count no tests. */
function count(row, key) {
  return row.setup ? '' : String(row[key] ?? 0);
}

export function totals(rows) {
  const steps = rows.filter((row) => !row.setup);
  const sum = (key) => steps.reduce((total, row) => total + (row[key] ?? 0), 0);
  return { passed: sum('passed'), failed: sum('failed') };
}

/** Prints the table, then the totals alone on the last line. */
export function printSummary(rows, totalMs) {
  const cells = rows.map((row) => COLUMNS.map(([, cell]) => cell(row)));
  const header = COLUMNS.map(([title]) => title);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
  const format = (line) =>
    line
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of cells) console.log(format(line));
  console.log(`total time ${formatSeconds(totalMs)}`);
  const { passed, failed } = totals(rows);
  console.log(`${passed} passed, ${failed} failed`);
}
