export {
  SkeletonCard,
  SkeletonTable,
  SkeletonText,
  type SkeletonCardProps,
  type SkeletonTableProps,
  type SkeletonTextProps,
} from './skeletons';
