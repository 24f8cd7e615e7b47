import type { Db } from '../db/client';
import { solar_projects } from '../db/schema/solar-projects';

// ILLUSTRATIVE meeting-decision records for the admin "Solar Projeler" screen (docs/product-rules.md#admin). No
// source file of ÇED decisions was available, so these are made up: the places are real province /
// district pairs, the owners are invented company names, and nothing here is shown to the public.
// The decision types are the ones the ÇED process uses for GES projects.

type SolarProjectInsert = typeof solar_projects.$inferInsert;

const record = (
  proje_adi: string,
  proje_sahibi: string,
  il: string,
  ilce: string,
  toplanti_karar_tipi: string,
  tarih: string,
  proje_turu: string,
): SolarProjectInsert => ({ proje_adi, proje_sahibi, il, ilce, sektor: 'Enerji', alt_sektor: 'Güneş', toplanti_karar_tipi, tarih, proje_turu });

export const DEMO_SOLAR_PROJECTS: SolarProjectInsert[] = [
  record('Karapınar 9,9 MWe Güneş Enerji Santrali', 'Ova Güneş Enerjisi Üretim A.Ş.', 'Konya', 'Karapınar', 'ÇED Gerekli Değildir', '2025-11-04', 'Arazi GES'),
  record('Ereğli 4,99 MWe GES ve Depolama Tesisi', 'Toros Yenilenebilir Enerji Ltd. Şti.', 'Konya', 'Ereğli', 'ÇED Gerekli Değildir', '2025-11-19', 'Depolamalı GES'),
  record('Bor 18 MWe Güneş Enerji Santrali', 'Niğde Işık Enerji Yatırımları A.Ş.', 'Niğde', 'Bor', 'Seçme-Eleme', '2025-12-02', 'Arazi GES'),
  record('Viranşehir 45 MWp Güneş Enerji Santrali', 'Harran Ovası Enerji A.Ş.', 'Şanlıurfa', 'Viranşehir', 'ÇED Olumlu', '2025-12-16', 'Arazi GES'),
  record('Develi 3 MWe GES Projesi', 'Erciyes Güneş Elektrik Üretim Ltd. Şti.', 'Kayseri', 'Develi', 'ÇED Gerekli Değildir', '2026-01-08', 'Arazi GES'),
  record('Bünyan RES Sahası Yardımcı Kaynak GES (12 MWe)', 'Rüzgârlıbel Enerji Üretim A.Ş.', 'Kayseri', 'Bünyan', 'ÇED Gerekli Değildir', '2026-01-27', 'Hibrit GES'),
  record('Sandıklı 7,5 MWe Güneş Enerji Santrali', 'Frig Enerji Yatırım A.Ş.', 'Afyonkarahisar', 'Sandıklı', 'Seçme-Eleme', '2026-02-10', 'Arazi GES'),
  record('Polatlı 25 MWe GES Projesi', 'Sakarya Vadisi Enerji A.Ş.', 'Ankara', 'Polatlı', 'ÇED Olumlu', '2026-03-03', 'Arazi GES'),
  record('Elbistan 10 MWe Agrivoltaik GES', 'Elbistan Ovası Tarım ve Enerji Ltd. Şti.', 'Kahramanmaraş', 'Elbistan', 'ÇED Gerekli Değildir', '2026-03-24', 'Agrivoltaik GES'),
  record('Kızıltepe 30 MWe Güneş Enerji Santrali', 'Mezopotamya Güneş Enerjisi A.Ş.', 'Mardin', 'Kızıltepe', 'ÇED Olumlu', '2026-04-14', 'Arazi GES'),
  record('Gördes Barajı Yüzer GES (8 MWe)', 'Gediz Havzası Enerji A.Ş.', 'Manisa', 'Gördes', 'Seçme-Eleme', '2026-05-05', 'Yüzer GES'),
  record('Akşehir 5 MWe GES Projesi', 'Sultandağı Enerji Ltd. Şti.', 'Konya', 'Akşehir', 'ÇED Gerekli Değildir', '2026-06-09', 'Arazi GES'),
  record('Ortaca 2 MWe Çatı ve Otopark GES', 'Dalyan Temiz Enerji Ltd. Şti.', 'Muğla', 'Ortaca', 'Kapsam Dışı', '2026-07-21', 'Çatı GES'),
  record('Erciş 15 MWe Güneş Enerji Santrali', 'Vangölü Işık Enerji A.Ş.', 'Van', 'Erciş', 'ÇED Gerekli Değildir', '2026-08-18', 'Arazi GES'),
  record('Aksaray OSB 6 MWe Çatı GES', 'Hasandağı Enerji Yatırımları A.Ş.', 'Aksaray', 'Merkez', 'Kapsam Dışı', '2026-09-29', 'Çatı GES'),
];

export async function seedDemoSolarProjects(db: Db): Promise<number> {
  await db.insert(solar_projects).values(DEMO_SOLAR_PROJECTS);
  return DEMO_SOLAR_PROJECTS.length;
}
