import type { z } from 'zod';
import type { Database, TablesInsert, TablesUpdate } from '../database.types.ts';

/** A table of schema public. */
export type TableName = keyof Database['public']['Tables'];

/** Columns the database fills itself (keys and timestamps); no form or seed row sets them. */
export type SystemColumn = 'id' | 'created_at' | 'updated_at' | 'uploaded_at';

type Editable<T extends TableName, Derived> = Exclude<
  keyof TablesInsert<T>,
  SystemColumn | Derived
>;

/** Columns whose validated value the table would not take on insert or on update. */
type Misfits<T extends TableName, Out> = {
  [K in keyof Out]: K extends keyof TablesInsert<T> & keyof TablesUpdate<T>
    ? Out[K] extends TablesInsert<T>[K] & TablesUpdate<T>[K]
      ? never
      : K
    : K;
}[keyof Out];

/**
 * `true` when schema `S` validates exactly the editable columns of table `T` and every value it
 * outputs fits the generated insert and update types; otherwise a description of the drift, which
 * fails the `TableSchemaCheck` constraint at compile time (`astro check`). `Derived` names columns
 * a trigger of the table sets from the others whatever a write sends (no form sets them).
 */
export type SchemaFitsTable<
  T extends TableName,
  S extends z.ZodType,
  Derived extends keyof TablesInsert<T> = never,
> = [Exclude<Editable<T, Derived>, keyof z.output<S>>] extends [never]
  ? [Exclude<keyof z.output<S>, Editable<T, Derived>>] extends [never]
    ? [Misfits<T, z.output<S>>] extends [never]
      ? true
      : { table: T; valuesTheTableRejects: Misfits<T, z.output<S>> }
    : { table: T; columnsTheTableLacks: Exclude<keyof z.output<S>, Editable<T, Derived>> }
  : { table: T; columnsTheSchemaLacks: Exclude<Editable<T, Derived>, keyof z.output<S>> };

/** Compile-time assertion: `export type XTableCheck = TableSchemaCheck<SchemaFitsTable<…>>`. */
export type TableSchemaCheck<Result extends true> = Result;
