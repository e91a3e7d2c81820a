export { FEE_LIST_SPEC, FeeCollectionPage, collectionFigures } from './fee-collection-page';
