// Plain-text tables for the benchmark report.
export const KB = 1024;

/** `rightAligned`: indexes of the numeric columns. */
export function table(headers, rows, rightAligned = []) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const kb = (bytes) => (bytes / KB).toFixed(1);
export const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`;
export const verdict = (ok) => (ok ? 'ok' : 'MISSED');
