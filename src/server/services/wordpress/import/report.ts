import type { ImportProgress, ImportReportLine } from '@/server/db/schema';

/** The most lines a report keeps; past it, lines of a kind are counted, not listed. */
const MAX_LINES = 2000;

/**
 * What an import did, line by line (skipped, adjusted, written), and how far it is, kind by kind.
 * The same object drives the CLI's printout, the job's progress row and the screen's report.
 */
export class ImportReport {
  readonly lines: ImportReportLine[] = [];
  readonly progress: ImportProgress = {};
  /** Lines past MAX_LINES, by level, so a huge file's report stays readable. */
  readonly dropped: Record<string, number> = {};
  written = 0;

  add(line: ImportReportLine): void {
    if (this.lines.length < MAX_LINES) this.lines.push(line);
    else this.dropped[line.level] = (this.dropped[line.level] ?? 0) + 1;
  }

  /** Declares how many of `kind` the file holds (the first pass counts them). */
  expect(kind: string, total: number): void {
    this.progress[kind] = { done: this.progress[kind]?.done ?? 0, total };
  }

  /** One more of `kind` handled, written or not. */
  tick(kind: string): void {
    const entry = (this.progress[kind] ??= { done: 0, total: 0 });
    entry.done += 1;
    if (entry.done > entry.total) entry.total = entry.done;
  }

  count(level: ImportReportLine['level']): number {
    return this.lines.filter((line) => line.level === level).length + (this.dropped[level] ?? 0);
  }
}
