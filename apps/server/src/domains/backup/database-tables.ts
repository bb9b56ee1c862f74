import type { QueryFn } from '../../db/database.ts';

/** A column that can be written (not generated), with the type its text form is cast back to. */
export interface Column {
  name: string;
  type: string;
}

/** How many rows a backup fetches, or a restore inserts, in one statement. */
export const ROWS_PER_STATEMENT = 500;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const tableRef = (table: string) => `public.${quoteIdent(table)}`;

/**
 * Tables that hold no content of their own: the migrations applied (a restore runs its own), and the
 * content version numbers that triggers keep (raised again as the restored rows go in).
 */
const notContent = ['schema_migrations', 'content_versions'];

/**
 * Every table of the public schema but those, parents before children, so rows restored in this order
 * satisfy their foreign keys. A table added by a later migration is included without code.
 */
export async function tablesInForeignKeyOrder(query: QueryFn): Promise<string[]> {
  const tables = await query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> ALL($1)
      ORDER BY table_name`,
    [notContent],
  );
  const references = await query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  return foreignKeyOrder(
    tables.rows.map((t) => t.name),
    references.rows,
  );
}

/** Parents first (a topological sort); a table that refers to itself only needs itself restored. */
export function foreignKeyOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const parentsOf = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parentsOf.has(parent)) parentsOf.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parentsOf.get(t)!].every((p) => placed.has(p)));
    if (!ready.length) {
      const stuck = tables.filter((t) => !placed.has(t)).join(', ');
      throw new Error(`These tables refer to each other in a cycle, so no restore order exists: ${stuck}`);
    }
    for (const t of ready) placed.add(t);
    ordered.push(...ready);
  }
  return ordered;
}

export async function writableColumns(query: QueryFn, table: string): Promise<Column[]> {
  const res = await query<Column>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [tableRef(table)],
  );
  return res.rows;
}

/** After rows were inserted with their own ids, each serial or identity column continues after the highest. */
export async function resetSequences(query: QueryFn, table: string, columns: Column[]) {
  for (const column of columns) {
    const res = await query<{ seq: string | null }>('SELECT pg_get_serial_sequence($1, $2) AS seq', [
      tableRef(table),
      column.name,
    ]);
    const sequence = res.rows[0]?.seq;
    if (!sequence) continue;
    const col = quoteIdent(column.name);
    await query(
      `SELECT setval($1::regclass, COALESCE(MAX(${col}), 1), MAX(${col}) IS NOT NULL) FROM ${tableRef(table)}`,
      [sequence],
    );
  }
}
