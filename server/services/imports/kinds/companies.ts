import { IMPORT_MESSAGES } from '../../../../shared/schemas/imports';
import { adminCompanyFormSchema } from '../../../../shared/schemas/admin/catalog';
import { optionalText } from '../../../../shared/schemas/form-values';
import { companies } from '../../../db/schema/catalog';
import { nameKey, textOf } from '../import-cells';
import type { Cell } from '../read-table';
import { booleanField, cityField, columnsOf, numberField, readFields, referenceField, textField, type FieldReader, type FieldResult, type ImportKindDefinition } from './kind';
import { indexName, loadSourceKeys, recordMatcher, type Candidate } from './record-matcher';

// Companies (developers, EPC firms, manufacturers, distribution companies): the company form's rules
// (adminCompanyFormSchema) on each field; matched by key, else by folded name across the catalogue.

const shape = adminCompanyFormSchema.shape;

/** A company keeps its district as text; it must be one of its province's. */
function districtField(cell: Cell, ctx: Parameters<FieldReader>[1], read: Parameters<FieldReader>[2]): FieldResult {
  const cityId = read.get('city')?.columns.city_id as string | undefined;
  const name = textOf(cell)!;
  if (!cityId) return { error: IMPORT_MESSAGES.districtWithoutCity };
  const district = ctx.refs.districts.get(cityId)?.get(name);
  if (!district) return { error: IMPORT_MESSAGES.unknownDistrict(name, ctx.refs.cityById.get(cityId)!.name) };
  return { columns: { district: district.name }, shown: district.name };
}

const readers: Record<string, FieldReader> = {
  company_name: textField('company_name', shape.company_name, { sameName: true }),
  city: cityField,
  district: districtField,
  activity_type: referenceField('activity_type_id', 'Faaliyet alanı', (r) => r.activityTypes),
  product_type: referenceField('product_type_id', 'Ürün tipi', (r) => r.productTypes),
  website: textField('website', shape.website),
  email: textField('email', shape.email),
  phone: textField('phone', shape.phone),
  establishment_year: numberField('establishment_year', shape.establishment_year),
  raw_address: textField('raw_address', optionalText(1000)),
  organization_short_description: textField('organization_short_description', optionalText(2000)),
  is_verified: booleanField('is_verified'),
};

export const companiesImport: ImportKindDefinition = {
  kind: 'companies',
  table: 'companies',
  nameField: 'company_name',
  entity: 'company',
  provenance: { link: { table: 'company_sources', recordColumn: 'company_id' } },

  read(cells, row, ctx, headerOf) {
    const parsed = readFields('companies', readers, cells, row, ctx, headerOf);
    return { ...parsed, resolved: {}, label: (parsed.values.get('company_name')?.shown as string | undefined) ?? `${row}. satır` };
  },

  async prepare(db, ctx) {
    const keys = await loadSourceKeys(db, 'company_sources', 'company_id', ctx.source?.id ?? null);
    const names = new Map<string, Candidate[]>();
    for (const r of await db.select({ id: companies.id, name: companies.company_name }).from(companies)) indexName(names, nameKey(r.name), { id: r.id, row: null });
    return recordMatcher({
      nameField: 'company_name',
      keys,
      names,
      scopeOf: (parsed) => {
        const name = parsed.values.get('company_name')?.shown as string | undefined;
        return name ? nameKey(name) : null;
      },
    });
  },

  createValues(parsed, ctx) {
    return { ...columnsOf(parsed), is_generated: ctx.source?.is_generated ?? false };
  },
};
