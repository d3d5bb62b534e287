/** Plain-text lines the export and restore commands print: one screen, whatever the site's size. */

/** `12.3 MB`, `512 B`. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** `users 3 · contents 98 · …` wrapped to `width`, tables without rows left out. */
export function rowLines(tables: { name: string; rows: number }[], width = 96, indent = '    '): string[] {
  const lines: string[] = [];
  let line = '';
  for (const { name, rows } of tables) {
    if (rows === 0) continue;
    const part = `${name} ${rows}`;
    if (line && indent.length + line.length + part.length + 3 > width) {
      lines.push(indent + line);
      line = '';
    }
    line = line ? `${line} · ${part}` : part;
  }
  if (line) lines.push(indent + line);
  return lines.length ? lines : [`${indent}(no rows)`];
}

/**
 * A progress callback that redraws one terminal line at most a few times a second, and prints
 * nothing when the output is not a terminal (a log file gets the summary only).
 */
export function progressLine(stream: NodeJS.WriteStream = process.stderr): {
  update: (done: number, total: number, kind: string) => void;
  clear: () => void;
} {
  let last = 0;
  const active = Boolean(stream.isTTY);
  return {
    update(done, total, kind) {
      const now = Date.now();
      if (!active || (now - last < 200 && done < total)) return;
      last = now;
      const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
      stream.write(`\r\x1b[K  ${percent}% ${kind} (${done}/${total})`);
    },
    clear() {
      if (active) stream.write('\r\x1b[K');
    },
  };
}

/** An error as the one line a command prints before it exits non-zero. */
export function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}
