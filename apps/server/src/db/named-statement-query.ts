import pg from 'pg';

/** pg's own conversion of bind values (its `utils`, not in @types/pg). */
const { prepareValue } = (
  pg as unknown as { utils: { prepareValue: (this: void, value: unknown) => unknown } }
).utils;

/** What a query learned from its statement's row description: the columns and their parsers. */
interface Described {
  fields: unknown[];
  parsers: unknown[];
  emptyRow: unknown;
}

/** The parts of pg's Query and Result (pg 8) that this class reads and fills. */
interface QueryInternals {
  name: string;
  values: unknown[];
  portal: string;
  binary: boolean;
  rows: number | undefined;
  _result: { fields: unknown[]; _parsers: unknown[]; _prebuiltEmptyResultObject: unknown };
  _accumulateRows: boolean;
  hasBeenParsed(connection: object): boolean;
  _getRows(connection: object, rows: number | undefined): void;
}

interface Binding {
  bind(message: {
    portal: string;
    statement: string;
    values: unknown[];
    binary: boolean;
    valueMapper: typeof prepareValue;
  }): void;
}

/** For each connection, each named statement's row description from its first execution there. */
const describedOn = new WeakMap<object, Map<string, Described>>();

/**
 * A named statement's execution that asks for its row description (Describe) only the first time
 * on a connection: pg asks on every execution, and PostgreSQL then sends and pg parses the same
 * twenty column descriptions and builds the same parsers for every request. Later executions bind
 * and execute, and take the columns and parsers kept from the first. A statement's columns cannot
 * change under its name: PostgreSQL refuses to run a named statement whose result shape changed.
 * The config is given as text and values, which pg does not copy (it clones a config object).
 */
export class NamedStatementQuery extends pg.Query {
  /** pg calls it with the result, or the error, once the statement has run. */
  declare callback: ((error: Error | null, result: unknown) => void) | undefined;
  private connection: object | undefined;

  constructor(name: string, text: string, values: unknown[]) {
    super(text, values);
    (this as unknown as QueryInternals).name = name;
  }

  /** Called by pg's submit (inside its cork) with the connection the query runs on. */
  prepare(connection: object): void {
    const self = this as unknown as QueryInternals;
    const described = describedOn.get(connection)?.get(self.name);
    if (!described || !self.hasBeenParsed(connection)) {
      this.connection = connection;
      (pg.Query.prototype as unknown as { prepare(c: object): void }).prepare.call(
        this,
        connection,
      );
      return;
    }
    try {
      (connection as Binding).bind({
        portal: self.portal,
        statement: self.name,
        values: self.values,
        binary: self.binary,
        valueMapper: prepareValue,
      });
    } catch (error) {
      // A value pg cannot send: the same path as pg's own prepare, without a portal to close.
      (connection as { sync(): void }).sync();
      (this as unknown as { handleError(e: unknown, c: object): void }).handleError(
        error,
        connection,
      );
      return;
    }
    Object.assign(self._result, {
      fields: described.fields,
      _parsers: described.parsers,
      _prebuiltEmptyResultObject: described.emptyRow,
    });
    self._accumulateRows = Boolean(this.callback) || this.listenerCount('row') === 0;
    self._getRows(connection, self.rows);
  }

  handleRowDescription(message: { fields: unknown[] }): void {
    (
      pg.Query.prototype as unknown as { handleRowDescription(m: unknown): void }
    ).handleRowDescription.call(this, message);
    const connection = this.connection;
    if (!connection) return;
    const result = (this as unknown as QueryInternals)._result;
    const statements = describedOn.get(connection) ?? new Map<string, Described>();
    describedOn.set(connection, statements);
    statements.set((this as unknown as QueryInternals).name, {
      fields: result.fields,
      parsers: result._parsers,
      emptyRow: result._prebuiltEmptyResultObject,
    });
  }
}
