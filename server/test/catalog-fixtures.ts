import type { Db } from '../db/client';
import {
  cities,
  company_activity_types,
  company_product_types,
  districts,
  project_locations,
  project_status_types,
  project_types,
} from '../db/schema/reference';

export interface ReferenceFixture {
  status: string;
  type: string;
  location: string;
  city: string;
  district: string;
  otherCity: string;
  otherDistrict: string;
  activity: string;
  product: string;
}

/** One value in each reference list (names suffixed with `label`, so a file may call it more than once). */
export async function seedReferenceFixture(db: Db, label: string): Promise<ReferenceFixture> {
  const one = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows)[0]!.id;
  const city = await one(db.insert(cities).values({ name: `Test İli ${label}` }).returning());
  const otherCity = await one(db.insert(cities).values({ name: `Başka İl ${label}` }).returning());
  return {
    status: await one(db.insert(project_status_types).values({ name: `Durum ${label}` }).returning()),
    type: await one(db.insert(project_types).values({ name: `Tip ${label}` }).returning()),
    location: await one(db.insert(project_locations).values({ name: `Yer ${label}` }).returning()),
    city,
    otherCity,
    district: await one(db.insert(districts).values({ name: `Merkez ${label}`, city_id: city }).returning()),
    otherDistrict: await one(db.insert(districts).values({ name: `Uzak ${label}`, city_id: otherCity }).returning()),
    activity: await one(db.insert(company_activity_types).values({ name: `Faaliyet ${label}` }).returning()),
    product: await one(db.insert(company_product_types).values({ name: `Ürün ${label}` }).returning()),
  };
}
