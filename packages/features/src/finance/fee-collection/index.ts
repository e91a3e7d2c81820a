export { FeeCollectionPage, collectionFigures } from './fee-collection-page';
