// The importer-ready files of the real catalogue (server/seeds/data/real/), written by
// scripts/prepare-real-data.ts and read by server/seeds/real-catalog.ts, in the order they are
// imported (docs/decisions/040-real-catalogue-through-the-importer.md).

export const REAL_DATA_FILES = {
  companies: 'companies.csv',
  projectsCompiled: 'projects-compiled.csv',
  projectsGppd: 'projects-gppd.csv',
  projectsOsm: 'projects-osm.csv',
  projectsYeka: 'projects-yeka.csv',
  stations: 'stations-osm.csv',
  stationCapacities: 'station-capacities-generated.csv',
  installedPower: 'installed-power.csv',
  production: 'production.csv',
  productionPublished: 'production-published.csv',
} as const;

/** The day the datasets were read (their `retrieved` column): verified_on of rows that give none. */
export const REAL_VERIFIED_ON = '2026-11-26';

/** Generated monthly capacities: this many months, up to and including LAST_CAPACITY_MONTH. */
export const CAPACITY_MONTHS = 14;
export const LAST_CAPACITY_MONTH = { year: 2026, month: 10 } as const;
