/** CPU time of a server process tree, read from /proc (Linux). */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { parseProcStat, treeRssPages, treeTicks, type ProcessStat } from './stats';

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second (USER_HZ), almost always 100. */
export function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

function allStats(): ProcessStat[] {
  const stats: ProcessStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.push(parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats;
}

/** CPU ticks used so far by `pid` and its descendants (live ones, and exited ones it waited for). */
export function processTreeTicks(pid: number): number {
  return treeTicks(allStats(), pid);
}

/** Resident memory of `pid` and its descendants, in megabytes (pages of 4 KiB, as on x86-64 and arm64 Linux). */
export function processTreeRssMb(pid: number): number {
  return Math.round((treeRssPages(allStats(), pid) * 4096) / 2 ** 20);
}

/**
 * Waits until `pid` has gone quiet (under 4 % of a core over half a second) and returns its ticks
 * then: a load tool that stops at its deadline leaves requests the server is still working on,
 * and their CPU belongs to the URL that sent them, not to the next one.
 */
export async function ticksWhenQuiet(pid: number, maxWaitMs = 120_000): Promise<number> {
  const deadline = Date.now() + maxWaitMs;
  let previous = processTreeTicks(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const current = processTreeTicks(pid);
    if (current - previous <= clockTicks() * 0.02 || Date.now() > deadline) return current;
    previous = current;
  }
}
