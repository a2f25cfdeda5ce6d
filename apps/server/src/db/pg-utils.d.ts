/** pg's own value conversion for bind parameters (not in @types/pg). */
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): unknown;
}
