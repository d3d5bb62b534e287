/** The arithmetic of the report, kept pure so it is tested without a server. */

/** Nearest-rank percentile (p in 0…100) of unsorted samples; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** `rssPages`: resident memory in pages (proc(5) field 24). */
export type ProcessStat = { pid: number; ppid: number; ticks: number; rssPages: number };

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
  return { pid: Number(line.slice(0, open).trim()), ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17), rssPages: field(24) };
}

/** `root` and every live descendant, from a snapshot of all processes' stats. */
function treeOf(stats: readonly ProcessStat[], root: number): ProcessStat[] {
  const children = new Map<number, ProcessStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const self = stats.find((stat) => stat.pid === root);
  if (!self) throw new Error(`process ${root} is gone`);
  const tree: ProcessStat[] = [];
  const queue = [self];
  while (queue.length > 0) {
    const stat = queue.pop()!;
    tree.push(stat);
    queue.push(...(children.get(stat.pid) ?? []));
  }
  return tree;
}

/** Total ticks of `root` and every live descendant. */
export function treeTicks(stats: readonly ProcessStat[], root: number): number {
  return treeOf(stats, root).reduce((total, stat) => total + stat.ticks, 0);
}

/** Resident memory of `root` and every live descendant, in pages. */
export function treeRssPages(stats: readonly ProcessStat[], root: number): number {
  return treeOf(stats, root).reduce((total, stat) => total + stat.rssPages, 0);
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

/** What a page hands React to hydrate: the flight data inlined in its HTML, and the client components in it. */
export type HydratedTree = { payloadBytes: number; clientElements: number; clientPropsBytes: number };

const FLIGHT_CHUNK = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g;

/**
 * Reads the flight data a page carries (`self.__next_f.push([1, "…"])`): its size, how many
 * client component elements it holds, and the bytes of their props (children aside: those are
 * server-rendered and counted in the payload already), the data that crosses into the browser.
 */
export function hydratedTree(html: string): HydratedTree {
  const payload = [...html.matchAll(FLIGHT_CHUNK)].map((match) => JSON.parse(match[1]!) as string).join('');
  let clientElements = 0;
  let clientPropsBytes = 0;
  const visit = (node: unknown): void => {
    if (!Array.isArray(node)) {
      if (node && typeof node === 'object') Object.values(node).forEach(visit);
      return;
    }
    if (node[0] === '$' && typeof node[1] === 'string' && node[1].startsWith('$L') && node[3] && typeof node[3] === 'object') {
      const { children, ...props } = node[3] as Record<string, unknown>;
      clientElements += 1;
      clientPropsBytes += Buffer.byteLength(JSON.stringify(props));
      visit(children);
      return;
    }
    node.forEach(visit);
  };
  for (const row of payload.split('\n')) {
    const json = /^[0-9a-f]+:(\[.*|\{.*)$/s.exec(row)?.[1];
    if (!json) continue;
    try {
      visit(JSON.parse(json));
    } catch {
      // A text row (`T`) or a row cut by one: it holds no element.
    }
  }
  return { payloadBytes: Buffer.byteLength(payload), clientElements, clientPropsBytes };
}
