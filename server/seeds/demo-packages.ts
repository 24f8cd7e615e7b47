import type { Db } from '../db/client';
import { subscription_packages } from '../db/schema/billing';

// The demo packages (docs/product-rules.md#payments; Basic 299.99, Pro 774.5 monthly / 7745 yearly, Enterprise
// 1499.99 TRY). The iyzico reference codes are the local payment simulator's demo plans; real
// plans are picked from the provider in the admin package form.

type PackageInsert = typeof subscription_packages.$inferInsert;

export const DEMO_PACKAGES: PackageInsert[] = [
  {
    name: 'Basic',
    description: 'Sektörü yakından takip etmek isteyen bireysel kullanıcılar için temel premium erişim.',
    features: [
      'Aylık 500 Bakiye',
      'Proje ve firma listelerinde filtreleme ve sıralama',
      'Analitik paneli: kurulu güç ve üretim istatistikleri',
      '',
      'Akış (haber) erişimi',
      'E-posta desteği',
    ],
    price: 299.99,
    currency: 'TRY',
    billing_period: 'MONTHLY',
    token_count: 500,
    iyzico_pricing_plan_reference_code: 'demo-basic-monthly',
    trial_days: 7,
    iyzico_product_reference_code: 'demo-basic',
    is_featured: false,
    badge_color: 'blue',
    sort_order: 1,
  },
  {
    name: 'Pro Aylık',
    description: 'Yatırımcılar, EPC firmaları ve danışmanlar için geniş Bakiye ile tam erişim.',
    features: [
      'Aylık 1.500 Bakiye',
      'Basic paketteki her şey',
      'Trafo merkezi kapasite haritası, konum ve KML erişimi',
      'Firma referansları, web sitesi ve LinkedIn bağlantıları',
      '',
      'Öncelikli e-posta desteği',
    ],
    price: 774.5,
    currency: 'TRY',
    billing_period: 'MONTHLY',
    token_count: 1500,
    iyzico_pricing_plan_reference_code: 'demo-pro-monthly',
    trial_days: 14,
    iyzico_product_reference_code: 'demo-pro',
    is_featured: true,
    badge_text: 'EN ÇOK TERCİH EDİLEN',
    badge_color: 'purple',
    sort_order: 2,
  },
  {
    name: 'Pro Yıllık',
    description: 'Pro paketin yıllık ödemeli hali: on iki ay erişim, on ay fiyatına.',
    features: [
      'Yıllık 18.000 Bakiye',
      'Pro Aylık paketteki her şey',
      '2 ay ücretsiz',
      '',
      'Öncelikli e-posta desteği',
    ],
    price: 7745,
    currency: 'TRY',
    billing_period: 'YEARLY',
    token_count: 18000,
    iyzico_pricing_plan_reference_code: 'demo-pro-yearly',
    trial_days: 30,
    iyzico_product_reference_code: 'demo-pro',
    is_featured: false,
    badge_color: 'green',
    sort_order: 3,
  },
  {
    name: 'Enterprise',
    description: 'Ekipler ve kurumsal kullanıcılar için yüksek Bakiye ve kişisel destek.',
    features: [
      'Aylık 5.000 Bakiye',
      'Pro paketteki her şey',
      'Ekip içi kullanım için yüksek Bakiye limiti',
      '',
      'Size özel müşteri temsilcisi',
      'Veri düzeltme taleplerine öncelik',
    ],
    price: 1499.99,
    currency: 'TRY',
    billing_period: 'MONTHLY',
    token_count: 5000,
    iyzico_pricing_plan_reference_code: 'demo-enterprise-monthly',
    trial_days: 30,
    iyzico_product_reference_code: 'demo-enterprise',
    is_featured: false,
    badge_color: 'orange',
    sort_order: 4,
  },
];

export async function seedDemoPackages(db: Db): Promise<number> {
  // ON CONFLICT on the plan code: an admin may have set up a package with the same plan already.
  await db
    .insert(subscription_packages)
    .values(DEMO_PACKAGES.map((p) => ({ ...p, is_active: true })))
    .onConflictDoNothing({ target: subscription_packages.iyzico_pricing_plan_reference_code });
  return DEMO_PACKAGES.length;
}
