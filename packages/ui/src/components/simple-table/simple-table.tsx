/**
 * Chakra's Table for a small static table in a screen (a report of results, a few rows with no
 * sorting or paging): the same parts (`SimpleTable.Root`, `.Header`, `.Row`, `.Cell`…), with its recipe
 * registered by this module, so screens never need it in the start-up styles. Lists from the API use
 * DataTable.
 */
import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../../theme/register-recipes';

registerRecipes({ slotRecipes: { table: tableSlotRecipe } });

export const SimpleTable = Table;
