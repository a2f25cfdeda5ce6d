export { useIntersection, type IntersectionOptions } from './use-intersection';
