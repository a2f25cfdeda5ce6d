/** A function whose first parameter is its module's dependencies. */
type WithDeps<D> = (deps: D, ...args: never[]) => unknown;

/** The same functions with `deps` bound as their first argument. */
export type Bound<D, F extends Record<string, WithDeps<D>>> = {
  [K in keyof F]: F[K] extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** Turns a module's free functions over its dependencies into its service object. */
export function bindDeps<D, F extends Record<string, WithDeps<D>>>(deps: D, fns: F): Bound<D, F> {
  return Object.fromEntries(
    Object.entries(fns).map(([name, fn]) => [
      name,
      (...args: never[]) => (fn as (deps: D, ...rest: never[]) => unknown)(deps, ...args),
    ]),
  ) as Bound<D, F>;
}
