export { Pagination, type PaginationProps } from './pagination';
export { pageCountOf, pageItems, type PageItem } from './page-items';
