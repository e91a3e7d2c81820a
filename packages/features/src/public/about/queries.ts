/** The about page shows the catalogue's figures, the same read as the home page. */
import { catalogueStatsQuery } from '../home/queries';
import type { Prefetch } from '../shared/prefetch';

export const prefetchAbout: Prefetch = async (client) => {
  await client.prefetchQuery(catalogueStatsQuery());
};
