// The seven reference lists of the back office (docs/product-rules.md#admin, #reference-lists): their API key, table, title and
// screen. Plain data without zod, so the router can build their routes without loading a schema.

export const REFERENCE_LISTS = [
  { key: 'activity_types', table: 'company_activity_types', title: 'Faaliyet Alanları', path: '/admin/activity-types' },
  { key: 'product_types', table: 'company_product_types', title: 'Ürün/Hizmet Tipleri', path: '/admin/product-types' },
  { key: 'project_locations', table: 'project_locations', title: 'Uygulama Yerleri', path: '/admin/project-locations' },
  { key: 'project_status_types', table: 'project_status_types', title: 'Proje Durumları', path: '/admin/project-status-types' },
  { key: 'project_types', table: 'project_types', title: 'Proje Tipleri', path: '/admin/project-types' },
  { key: 'cities', table: 'cities', title: 'Şehirler', path: '/admin/cities' },
  { key: 'districts', table: 'districts', title: 'İlçeler', path: '/admin/districts' },
] as const;
export type ReferenceListKey = (typeof REFERENCE_LISTS)[number]['key'];
