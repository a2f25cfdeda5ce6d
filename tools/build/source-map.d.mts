/** Rewrites every `.map` file under `dir` without the mappings into node_modules. */
export function dropPackageMappings(dir: string): void;
