import { ADMIN_CATALOG_MESSAGES as M, adminCompanyFormSchema, adminCompanyPageSchema, adminProjectFormSchema, adminProjectPageSchema, adminRecordSchema } from '../../../shared/schemas/admin/catalog';
import { adminListQuerySchema } from '../../../shared/schemas/admin/list';
import { SOLAR_PROJECT_MESSAGES, solarProjectFormSchema, solarProjectPageSchema, solarProjectQuerySchema } from '../../../shared/schemas/admin/solar-projects';
import { createAdminCompany, deleteAdminCompany, getAdminCompany, listAdminCompanies, updateAdminCompany } from '../../services/admin/catalog-companies';
import { createAdminProject, deleteAdminProject, getAdminProject, listAdminProjects, updateAdminProject } from '../../services/admin/catalog-projects';
import { createSolarProject, deleteSolarProject, listSolarProjects, updateSolarProject } from '../../services/admin/solar-projects';
import { NEWS_TAG_MESSAGES, newsTagFormSchema, newsTagPageSchema, newsTagQuerySchema } from '../../../shared/schemas/admin/news-tags';
import { createNewsTag, deleteNewsTag, listNewsTags, updateNewsTag } from '../../services/admin/news-tags';
import { ANNOUNCEMENT_MESSAGES, announcementFormSchema, announcementPageSchema, announcementQuerySchema } from '../../../shared/schemas/admin/announcements';
import { createAnnouncement, deleteAnnouncement, listAnnouncementsForAdmin, updateAnnouncement } from '../../services/admin/announcements';
import { adminResource } from './admin-resource';

// The back office's resources with a plain list/create/edit/delete shape (docs/product-rules.md#admin-catalogue, #admin).

export const adminProjectRoutes = adminResource({
  path: '/projects',
  noun: 'Proje',
  notFound: M.projectNotFound,
  query: adminListQuerySchema,
  page: adminProjectPageSchema,
  body: adminProjectFormSchema,
  // The sample mark comes from the seed and is not on the form; the position is (decision 067: "Koordinatı yok" is fixed there).
  readOnly: ['id', 'is_generated', 'created_at', 'updated_at'],
  record: adminRecordSchema,
  saved: M.saved,
  deleted: M.projectDeleted,
  list: listAdminProjects,
  get: getAdminProject,
  create: createAdminProject,
  update: updateAdminProject,
  remove: deleteAdminProject,
});

export const adminCompanyRoutes = adminResource({
  path: '/companies',
  noun: 'Firma',
  notFound: M.companyNotFound,
  query: adminListQuerySchema,
  page: adminCompanyPageSchema,
  body: adminCompanyFormSchema,
  // Besides the id, marks and timestamps: the imported directory's columns the form does not show.
  readOnly: [
    'id',
    'is_generated',
    'created_at',
    'updated_at',
    'logo',
    'organization_seo_description',
    'raw_address',
    'keywords',
    'relevant_person_linkedin',
    'photo_url',
    'organization_short_description',
    'num_employees',
    'country',
    'district',
  ],
  record: adminRecordSchema,
  saved: M.saved,
  deleted: M.companyDeleted,
  list: listAdminCompanies,
  get: getAdminCompany,
  create: createAdminCompany,
  update: updateAdminCompany,
  remove: deleteAdminCompany,
});

export const adminSolarProjectRoutes = adminResource({
  path: '/solar-projects',
  noun: 'Solar proje',
  notFound: SOLAR_PROJECT_MESSAGES.notFound,
  query: solarProjectQuerySchema,
  page: solarProjectPageSchema,
  body: solarProjectFormSchema,
  readOnly: ['id', 'created_at', 'updated_at'],
  saved: SOLAR_PROJECT_MESSAGES.saved,
  deleted: SOLAR_PROJECT_MESSAGES.deleted,
  list: listSolarProjects,
  create: createSolarProject,
  update: updateSolarProject,
  remove: deleteSolarProject,
});

export const adminNewsTagRoutes = adminResource({
  path: '/news-tags',
  noun: 'Akış etiketi',
  notFound: NEWS_TAG_MESSAGES.notFound,
  query: newsTagQuerySchema,
  page: newsTagPageSchema,
  body: newsTagFormSchema,
  readOnly: ['id', 'created_at', 'updated_at'],
  saved: NEWS_TAG_MESSAGES.saved,
  deleted: NEWS_TAG_MESSAGES.deleted,
  list: (db) => listNewsTags(db),
  create: createNewsTag,
  update: updateNewsTag,
  remove: deleteNewsTag,
});

export const adminAnnouncementRoutes = adminResource({
  path: '/announcements',
  noun: 'Duyuru',
  notFound: ANNOUNCEMENT_MESSAGES.notFound,
  query: announcementQuerySchema,
  page: announcementPageSchema,
  body: announcementFormSchema,
  readOnly: ['id', 'created_at', 'updated_at'],
  saved: ANNOUNCEMENT_MESSAGES.saved,
  deleted: ANNOUNCEMENT_MESSAGES.deleted,
  list: (db) => listAnnouncementsForAdmin(db),
  create: createAnnouncement,
  update: updateAnnouncement,
  remove: deleteAnnouncement,
});
