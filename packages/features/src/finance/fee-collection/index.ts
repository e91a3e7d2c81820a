export { FeeCollectionPage } from './fee-collection-page';
export { collectionFigures } from './fee-figures';
