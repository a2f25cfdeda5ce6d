import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import pg from 'pg';
import { NamedStatementQuery } from './named-statement-query';
import type { DB } from './types';

/** The values a prepared statement binds: flat and primitive. */
export type PreparedValues = Record<string, string | number>;

interface Statement {
  sql: string;
  /** For each parameter: the name of the value it binds, or a constant of the query. */
  bindings: ({ value: string } | { constant: unknown })[];
}

/** The SQL text of every prepared statement, with its server-side statement name. */
const statementNames = new Map<string, string>();

/**
 * A pg client that runs the prepared statements' texts as named statements: each connection
 * parses (and the server plans) them once, then only binds and executes.
 */
export class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' ? statementNames.get(text) : undefined;
    const call = super.query.bind(this) as (...rest: unknown[]) => never;
    if (name === undefined || args.length !== 2 || !Array.isArray(values)) return call(...args);
    const query = new NamedStatementQuery(name, text as string, values);
    const result = new Promise((resolve, reject) => {
      query.callback = (error: Error | null, value: unknown) =>
        error ? reject(error) : resolve(value);
    });
    call(query);
    return result as never;
  }
}

const NUMBER_MARK = 2 ** 50;
const STRING_MARK = '\u0000prepared:';

/** A stand-in for each value that cannot occur in real data, to find where it lands. */
function markers(values: PreparedValues): PreparedValues {
  let n = 0;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? NUMBER_MARK + n++ : `${STRING_MARK}${n++}`,
    ]),
  );
}

function looksMarked(parameter: unknown): boolean {
  return typeof parameter === 'number'
    ? parameter >= NUMBER_MARK
    : typeof parameter === 'string' && parameter.includes(STRING_MARK);
}

function compileStatement<V extends PreparedValues, S>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, values: V, shape: S) => Compilable<unknown>,
  values: V,
  shape: S,
): Statement {
  const marked = markers(values);
  const compiled = build(db, marked as V, shape).compile();
  const names = new Map(Object.entries(marked).map(([name, mark]) => [mark, name]));
  const bindings = compiled.parameters.map((parameter) => {
    const name = names.get(parameter as string | number);
    if (name !== undefined) return { value: name };
    if (looksMarked(parameter)) {
      throw new Error(`A prepared value reached the query changed: ${String(parameter)}`);
    }
    return { constant: parameter };
  });
  if (!statementNames.has(compiled.sql)) {
    statementNames.set(compiled.sql, `prepared_${statementNames.size + 1}`);
  }
  return { sql: compiled.sql, bindings };
}

/**
 * A Kysely query built and compiled once per shape instead of on every request, and run as a
 * named statement (see NamedStatementClient): later calls with the same shape bind their values
 * to the same SQL text. `shapeOf` names every choice that changes the SQL (whether a cursor is
 * present, a page size written into the text) and `build` branches on the shape only, never on
 * the values, which it passes into the query unchanged (it is given stand-ins for them; one that
 * reaches the query transformed is detected and throws).
 */
export function prepared<V extends PreparedValues, S extends Record<string, boolean | number>, Row>(
  shapeOf: (values: V) => S,
  build: (db: Kysely<DB>, values: V, shape: S) => Compilable<Row>,
): (db: Kysely<DB>, values: V) => Promise<Row[]> {
  const statements = new Map<string, Statement>();
  return async (db, values) => {
    const shape = shapeOf(values);
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = compileStatement(db, build, values, shape);
      statements.set(key, statement);
    }
    const parameters = statement.bindings.map((binding) =>
      'value' in binding ? values[binding.value] : binding.constant,
    );
    const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters));
    return result.rows;
  };
}
