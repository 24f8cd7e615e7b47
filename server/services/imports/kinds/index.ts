import type { ImportKind } from '../../../../shared/schemas/imports';
import { companiesImport } from './companies';
import type { ImportKindDefinition } from './kind';
import { projectsImport } from './projects';
import { stationCapacitiesImport } from './station-capacities';
import { stationsImport } from './stations';
import { installedPowerImport, productionImport } from './statistics';

export const IMPORT_KIND_DEFINITIONS: Record<ImportKind, ImportKindDefinition> = {
  projects: projectsImport,
  companies: companiesImport,
  stations: stationsImport,
  station_capacities: stationCapacitiesImport,
  installed_power: installedPowerImport,
  production: productionImport,
};
