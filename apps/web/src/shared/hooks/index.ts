export { useIntersection, type IntersectionOptions } from './use-intersection';
export { useDebouncedValue } from './use-debounced-value';
export { useOnline } from './use-online';
export { useObjectUrl } from './use-object-url';
