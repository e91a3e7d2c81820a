/** How a domain of the mock database is declared (kept apart from database.ts so domain modules can import it). */
import type { Faker } from '@faker-js/faker';
import type { DomainName, MockDatabase } from './database';

export interface SeedContext {
  /** The database so far: the domains listed before this one are seeded. */
  db: MockDatabase;
  faker: Faker;
}

export interface DomainDefinition<Name extends DomainName> {
  name: Name;
  /** Fresh, empty tables. */
  tables(): MockDatabase[Name];
  /** Fills the tables; reads only domains listed before it. */
  seed(tables: MockDatabase[Name], context: SeedContext): void;
}

export const defineDomain = <Name extends DomainName>(definition: DomainDefinition<Name>): DomainDefinition<Name> => definition;
