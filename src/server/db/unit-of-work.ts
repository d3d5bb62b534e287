import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Transaction } from './client';

/**
 * One unit of work per outermost transaction (ADR 0025). A verb opens its transaction with
 * `transaction()`; called inside another unit, it joins it as a savepoint, wherever the caller's
 * handle came from, so the transaction travels with the work rather than through every signature.
 * What a write causes outside its database (cache purges, Redis messages, background work without
 * the job engine) is registered with `afterCommit` and runs once, after the outermost commit;
 * a rollback drops it. What a write already did outside (a stored file) registers its undoing
 * with `onRollback`. Jobs are rows of the same database: `jobExecutor` lets the job engine insert
 * them in the unit's own transaction, so they exist exactly when the write does.
 */
type Effect = () => unknown;
type Unit = { tx: Transaction; afterCommit: Effect[]; onRollback: Effect[] };

// Next bundles route code apart from the start script's own copy of these modules: one store for both.
const STORE = Symbol.for('darvazeh.unit-of-work');
type Global = typeof globalThis & { [STORE]?: AsyncLocalStorage<Unit> };

function units(): AsyncLocalStorage<Unit> {
  const global = globalThis as Global;
  global[STORE] ??= new AsyncLocalStorage<Unit>();
  return global[STORE];
}

function isTransaction(db: Db): db is Transaction {
  return typeof (db as Partial<Transaction>).rollback === 'function';
}

async function runEach(effects: Effect[], when: string): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      // The write has happened (or has been undone): an effect that fails is reported, never
      // turned into a failure of the write.
      console.error(`[unit of work] an effect ${when} failed`, error);
    }
  }
}

/**
 * Runs `work` in a transaction: the outermost one opens a unit of work, an inner one (a `db` that
 * is a transaction, or any call while a unit is open) is a savepoint of it. Effects registered in a
 * savepoint that rolls back are dropped with it, and its undoings run at once.
 */
export async function transaction<T>(db: Db, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const parent = units().getStore();
  const on = isTransaction(db) ? db : (parent?.tx ?? db);
  const unit: Unit = { tx: undefined as unknown as Transaction, afterCommit: [], onRollback: [] };
  let result: T;
  try {
    result = await on.transaction((tx) => {
      unit.tx = tx;
      return units().run(unit, () => work(tx));
    });
  } catch (error) {
    await units().exit(() => runEach(unit.onRollback, 'undoing a rolled-back write'));
    throw error;
  }
  if (parent) {
    parent.afterCommit.push(...unit.afterCommit);
    parent.onRollback.push(...unit.onRollback);
  } else {
    await units().exit(() => runEach(unit.afterCommit, 'after commit'));
  }
  return result;
}

/**
 * Runs `effect` once the current unit of work has committed, or now when no unit is open (the
 * write it follows has committed already). Never runs for a write that rolls back.
 */
export async function afterCommit(effect: Effect): Promise<void> {
  const unit = units().getStore();
  if (unit) unit.afterCommit.push(effect);
  else await units().exit(() => runEach([effect], 'after commit'));
}

/** Registers how to undo something done outside the database if the current unit rolls back. */
export function onRollback(effect: Effect): void {
  units().getStore()?.onRollback.push(effect);
}

/** True while a unit of work is open around the caller. */
export function isInUnitOfWork(): boolean {
  return units().getStore() !== undefined;
}

/** Runs `task` outside any unit of work: background work must never join a transaction that has ended. */
export function outsideUnitOfWork<T>(task: () => T): T {
  return units().exit(task);
}

/**
 * The job engine's view of the open unit's transaction (pg-boss's `db` option), or undefined
 * outside one. pg-boss numbers its parameters `$1…`; drizzle binds them through its own template.
 */
export function jobExecutor(): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } | undefined {
  const unit = units().getStore();
  if (!unit) return undefined;
  const { tx } = unit;
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
      const result = await tx.execute(sql.join(chunks));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}
