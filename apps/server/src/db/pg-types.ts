import pg from 'pg';
import type { CustomTypesConfig } from 'pg';

const INT8 = 20;
const INT8_ARRAY = 1016;
const TEXT_ARRAY = 1009;

const toNumber = (value: string): number => Number(value);
const defaultParser = pg.types.getTypeParser as (
  oid: number,
  format?: 'text' | 'binary',
) => unknown;

/**
 * Type parsers for our pools: int8 (ids, count(*), sum()) as JS numbers instead of strings.
 * Values beyond 2^53 would lose precision; ids and counts never get there. timestamptz stays Date.
 */
export const pgTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === INT8) return toNumber;
      if (oid === INT8_ARRAY) {
        const parseArray = defaultParser(TEXT_ARRAY) as (value: string) => (string | null)[];
        return (value: string) => parseArray(value).map((v) => (v === null ? null : Number(v)));
      }
    }
    return defaultParser(oid, format);
  }) as CustomTypesConfig['getTypeParser'],
};
