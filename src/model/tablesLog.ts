import { imApplyLogs, type IdMap } from './idMap';
import type { Tables } from './tables';
import type { WriteLog } from './writeLog';

// The agent's tables as a whole: their names, one value per table, and a replay of logged writes. A module apart
// from the writer: a large trace's lazily rebuilt states (lazyState.ts) replay logs without the writer itself.

export type TableName = keyof Tables;
export type Row<K extends TableName> = Tables[K] extends IdMap<infer V> ? V : never;
/** The net writes to each table between two `TablesEditor.takeLog()` calls. */
export type TablesLog = { [K in TableName]: WriteLog<Row<K>> };

export const TABLE_NAMES: readonly TableName[] = [
  'services',
  'frontends',
  'backends',
  'frontendsByService',
  'backendsByService',
];

/**
 * One value per table, `f`'s for each table name, in `Tables`' order: the editors, their logs, the committed
 * maps and a replay are each the same operation on every table. (`R` names what each table's value is; `f`
 * works on one table at a time, so it is typed for any of them.)
 */
export function perTable<R extends { [K in TableName]: unknown }>(f: (t: TableName) => unknown): R {
  const out: Partial<Record<TableName, unknown>> = {};
  for (const t of TABLE_NAMES) out[t] = f(t);
  return out as R;
}

/** `base` with the logged writes applied in order. */
export function applyTablesLogs(base: Tables, logs: readonly TablesLog[]): Tables {
  return perTable<Tables>((t) =>
    imApplyLogs<unknown>(
      base[t],
      logs.map((l) => l[t]),
    ),
  );
}
