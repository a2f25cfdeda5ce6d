/** Points `link` at the build for `hash`, produced by `produce(dir)` first when missing; true when it was built now. */
export function release(opts: {
  link: string;
  buildsDir: string;
  hash: string;
  produce: (dir: string) => unknown;
}): Promise<boolean>;
