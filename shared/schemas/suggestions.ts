import { z } from '../zod';
import { AC_POWER_UNITS, CURRENCIES, DC_POWER_UNITS, ESTABLISHMENT_YEAR_MIN, STORAGE_UNITS } from '../constants';

// Values a suggestion may carry (docs/product-rules.md#suggestions). Which fields are allowed is in shared/constants.ts.

export const SUGGESTION_MESSAGES = {
  success: 'Öneriniz başarıyla gönderildi!',
  failed: 'Öneri gönderilirken bir hata oluştu',
  fieldNotAllowed: 'Bu alan için öneri gönderilemez',
  empty: 'Önerinizde en az bir alan değiştirilmelidir',
  tooMany: 'Çok fazla öneri gönderdiniz. Lütfen bir saat sonra tekrar deneyin.',
} as const;

const text = z.string().trim().max(500, 'En fazla 500 karakter girilebilir').nullable();
const id = z.uuid({ message: 'Geçersiz seçim' }).nullable();
const number = z.number({ message: 'Sayı girilmelidir' }).min(0, 'Değer 0 veya daha büyük olmalıdır').max(1e12);
/** What the columns keep and nothing finer, so an approved value is stored as suggested (decision 052). */
const amount = number.refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'En fazla üç ondalık basamak girilebilir').nullable();
const cost = number.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'En fazla iki ondalık basamak girilebilir').nullable();
const day = z.iso.date({ message: 'Geçersiz tarih' }).nullable();

export const projectSuggestionValuesSchema = z
  .object({
    project_name: z.string().trim().min(1, 'Proje adı zorunludur').max(300),
    status_type_id: id,
    type_id: id,
    location_id: id,
    city_id: id,
    district_id: id,
    dc_power: amount,
    dc_power_unit: z.enum(DC_POWER_UNITS),
    ac_power: amount,
    ac_power_unit: z.enum(AC_POWER_UNITS),
    storage_capacity: amount,
    storage_capacity_unit: z.enum(STORAGE_UNITS),
    investor: text,
    contractor: text,
    pv_module: text,
    inverter: text,
    construction: text,
    inspection_consulting: text,
    maintenance_repair: text,
    total_investment_cost: cost,
    investment_currency: z.enum(CURRENCIES),
    financial_institution: text,
    permission_status: text,
    project_start_date: day,
    commissioning_date: day,
  })
  .partial();

export const companySuggestionValuesSchema = z
  .object({
    company_name: z.string().trim().min(1, 'Firma adı zorunludur').max(300),
    activity_type_id: id,
    product_type_id: id,
    city_id: id,
    establishment_year: z
      .number()
      .int('Kuruluş yılı tam sayı olmalıdır')
      .min(ESTABLISHMENT_YEAR_MIN, `Kuruluş yılı ${ESTABLISHMENT_YEAR_MIN} veya sonrası olmalıdır`)
      .refine((y) => y <= new Date().getFullYear(), 'Kuruluş yılı bu yıldan büyük olamaz')
      .nullable(),
    // http(s) only: javascript:, data: and file: links are refused (docs/reliability.md#attack-pass, finding 7).
    website: z.url({ protocol: /^https?$/, message: 'Geçerli bir web adresi girin' }).max(500).nullable(),
    linkedin: z.url({ protocol: /^https?$/, message: 'Geçerli bir LinkedIn adresi girin' }).max(500).nullable(),
    relevant_person: text,
    title: text,
    email: z.email({ message: 'Geçerli bir e-posta adresi girin' }).nullable(),
    phone: z.string().trim().max(30).nullable(),
  })
  .partial();

// The fields allowed depend on the record (and on whether the member opened it), so each value is
// checked by the server against the project's or company's values schema above, not here.
export const suggestionBodySchema = z.object({
  suggested_data: z.record(
    z.string(),
    z.unknown().meta({ description: 'Önerilen alanın yeni değeri: alanına göre metin, sayı, kimlik, tarih ya da boş (null)' }),
  ),
});
export const suggestionResultSchema = z.object({ message: z.string(), id: z.uuid() });
