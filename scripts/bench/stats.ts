/** The arithmetic of the report, kept pure so it is tested without a server. */

/** Nearest-rank percentile (p in 0…100) of unsorted samples; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export type ProcessStat = { pid: number; ppid: number; ticks: number };

/**
 * The fields of a /proc/<pid>/stat line that matter here: the parent and the CPU time in clock
 * ticks, user + system, of the process and of its children that have exited (cutime, cstime).
 * The command name is in parentheses and may hold spaces, so fields are counted after the last ')'.
 */
export function parseProcStat(line: string): ProcessStat {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${line.slice(0, 60)}`);
  const fields = line.slice(close + 2).trim().split(/\s+/);
  // fields[0] is field 3 of proc(5) (state): field n is fields[n - 3].
  const field = (n: number) => Number(fields[n - 3]);
  return { pid: Number(line.slice(0, open).trim()), ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
}

/** Total ticks of `root` and every live descendant, from a snapshot of all processes' stats. */
export function treeTicks(stats: readonly ProcessStat[], root: number): number {
  const children = new Map<number, ProcessStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const self = stats.find((stat) => stat.pid === root);
  if (!self) throw new Error(`process ${root} is gone`);
  let total = 0;
  const queue = [self];
  while (queue.length > 0) {
    const stat = queue.pop()!;
    total += stat.ticks;
    queue.push(...(children.get(stat.pid) ?? []));
  }
  return total;
}

/** Server CPU milliseconds per request between two tick readings. */
export function cpuMsPerRequest(ticksBefore: number, ticksAfter: number, ticksPerSecond: number, requests: number): number {
  if (requests <= 0) return Number.NaN;
  return ((ticksAfter - ticksBefore) * 1000) / ticksPerSecond / requests;
}

/** `value / reference`, or NaN when the reference is missing or zero. */
export function ratio(value: number, reference: number): number {
  return reference > 0 && Number.isFinite(reference) ? value / reference : Number.NaN;
}
