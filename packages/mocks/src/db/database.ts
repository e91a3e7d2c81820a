/**
 * The mock database: one set of tables per domain (src/db/<domain>.ts), seeded in order from a fixed
 * faker seed and reference date. One current database serves every handler; tests make fresh ones,
 * the browser keeps it across reloads (see persistence.ts).
 */
import { createSeedFaker } from '../seed';
import { academicsDomain, type AcademicsTables } from './academics';
import type { AccountsTables } from './accounts';
import { accountsDomain } from './accounts-seed';
import { alumniDomain, type AlumniTables } from './alumni';
import { assessmentDomain, type AssessmentTables } from './assessment';
import type { CommunicationTables } from './communication';
import { communicationDomain } from './communication-seed';
import type { CommunityTables } from './community';
import { communityDomain } from './community-seed';
import { contactDomain, type ContactTables } from './contact';
import { coreDomain, type CoreTables } from './core';
import type { CoursesTables } from './courses';
import { coursesDomain } from './courses-seed';
import { financeDomain, type FinanceTables } from './finance';
import type { DomainDefinition, SeedContext } from './domain';
import type { NewsletterTables } from './newsletter';
import { newsletterDomain } from './newsletter-seed';
import { paymentsDomain, type PaymentsTables } from './payments';
import { progressDomain, type ProgressTables } from './progress';
import type { LearningTables } from './learning';
import { learningDomain } from './learning-seed';
import type { Row, Table, TableSnapshot, Tables } from './table';

/** Every domain's tables. A new domain adds its line here and in DOMAINS below. */
export interface MockDatabase {
  accounts: AccountsTables;
  core: CoreTables;
  academics: AcademicsTables;
  assessment: AssessmentTables;
  finance: FinanceTables;
  communication: CommunicationTables;
  alumni: AlumniTables;
  newsletter: NewsletterTables;
  contact: ContactTables;
  community: CommunityTables;
  courses: CoursesTables;
  payments: PaymentsTables;
  progress: ProgressTables;
  learning: LearningTables;
}

export type DomainName = keyof MockDatabase;

/** Seeding order: a domain may read the domains before it. */
const DOMAINS = [
  accountsDomain,
  coreDomain,
  academicsDomain,
  assessmentDomain,
  financeDomain,
  communicationDomain,
  alumniDomain,
  newsletterDomain,
  contactDomain,
  communityDomain,
  coursesDomain,
  paymentsDomain,
  progressDomain,
  learningDomain,
] as const satisfies readonly DomainDefinition<DomainName>[];

/** Bump when seeds or row shapes change so stored browser snapshots are replaced by a fresh seed. */
const DATA_VERSION = 2;
export const SNAPSHOT_VERSION = `${DATA_VERSION}:${DOMAINS.map((domain) => domain.name).join(',')}`;

export interface DatabaseSnapshot {
  version: string;
  tables: Record<string, TableSnapshot<Row>>;
}

function emptyDatabase(): MockDatabase {
  const db: Partial<Record<DomainName, Tables>> = {};
  for (const domain of DOMAINS) db[domain.name] = domain.tables();
  return db as unknown as MockDatabase;
}

function eachTable(db: MockDatabase, visit: (key: string, table: Table<Row>) => void): void {
  for (const domain of DOMAINS) {
    for (const [name, table] of Object.entries(db[domain.name] as unknown as Tables)) visit(`${domain.name}.${name}`, table);
  }
}

/** A new database: restored from a snapshot of the same version, else freshly seeded. */
export function createMockDatabase(snapshot?: DatabaseSnapshot | null): MockDatabase {
  const db = emptyDatabase();
  if (snapshot && snapshot.version === SNAPSHOT_VERSION) {
    eachTable(db, (key, table) => {
      const stored = snapshot.tables[key];
      if (stored) table.restore(stored);
    });
    return db;
  }
  const context: SeedContext = { db, faker: createSeedFaker() };
  for (const domain of DOMAINS) {
    // Each domain's tables and seed belong together; the union of definitions loses that pairing.
    (domain.seed as (tables: unknown, context: SeedContext) => void)(db[domain.name], context);
  }
  return db;
}

export function snapshotDatabase(db: MockDatabase): DatabaseSnapshot {
  const tables: Record<string, TableSnapshot<Row>> = {};
  eachTable(db, (key, table) => (tables[key] = table.snapshot()));
  return { version: SNAPSHOT_VERSION, tables };
}

let current: MockDatabase | undefined;
const writeListeners = new Set<() => void>();

function install(db: MockDatabase): MockDatabase {
  eachTable(db, (_key, table) => (table.onWrite = () => writeListeners.forEach((listener) => listener())));
  current = db;
  return db;
}

/** The database every handler reads and writes (seeded on first use). */
export function getMockDatabase(): MockDatabase {
  return current ?? install(createMockDatabase());
}

/** Makes `db` the current database (tests; the browser's restored snapshot). */
export function setMockDatabase(db: MockDatabase): MockDatabase {
  return install(db);
}

const resetListeners = new Set<() => void>();

/** Back to the seed: a fresh current database, and whatever keeps it (local storage) is told. */
export function resetMockDatabase(): MockDatabase {
  const db = install(createMockDatabase());
  resetListeners.forEach((listener) => listener());
  return db;
}

/** Called after every write to the current database; answers the unsubscribe function. */
export function onMockDatabaseWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

export function onMockDatabaseReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}
