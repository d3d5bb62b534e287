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

/** The database a PostgreSQL backend's process title names, or undefined for any other process. */
export function backendDatabase(title: string): string | undefined {
  // user, database, then the client: `[local]` or `host(port)`; background processes have none.
  return /^postgres: (?:[^:\0]+: )?\S+ (\S+) (?:\[local\]|\S+\(\d+\))/.exec(title)?.[1];
}

/**
 * CPU ticks of each PostgreSQL backend connected to `database`, by process id, told apart from
 * other databases' by the title PostgreSQL gives each backend (`postgres: [cluster: ]user database
 * host state`, in /proc/<pid>/cmdline); empty when none is visible, as with a server on another
 * machine. A backend that exits takes its ticks with it (into the postmaster's, shared by every
 * database): the app's pool keeps its connections while it is busy, so a load's are counted.
 */
export function postgresBackendTicks(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const stat of allStats()) {
    let title: string;
    try {
      title = readFileSync(`/proc/${stat.pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (backendDatabase(title) === database) backends.set(stat.pid, stat.ticks);
  }
  return backends;
}

/**
 * A server's CPU ticks so far, and its database's by process when that runs apart: by process,
 * as the pool closes idle connections and opens others, and a new backend's ticks are all new.
 */
export type CpuReading = { server: number; database?: Map<number, number> };

/** Ticks between two readings: the server's and the database's together, and the database's alone. */
export function ticksBetween(before: CpuReading, after: CpuReading): { total: number; database?: number } {
  let database: number | undefined;
  if (after.database) {
    database = 0;
    for (const [pid, ticks] of after.database) database += ticks - (before.database?.get(pid) ?? 0);
  }
  return { total: after.server - before.server + (database ?? 0), database };
}

/**
 * Waits until the server has gone quiet (under 4 % of a core over half a second) and returns its
 * ticks then: a load tool that stops at its deadline leaves requests the server is still working
 * on, and their CPU belongs to the URL that sent them, not to the next one.
 */
export async function ticksWhenQuiet(read: () => CpuReading, maxWaitMs = 120_000): Promise<CpuReading> {
  const deadline = Date.now() + maxWaitMs;
  let previous = read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const current = read();
    if (ticksBetween(previous, current).total <= clockTicks() * 0.02 || Date.now() > deadline) return current;
    previous = current;
  }
}
