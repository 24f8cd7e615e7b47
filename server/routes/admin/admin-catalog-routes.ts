import { ADMIN_CATALOG_MESSAGES as M, adminCompanyFormSchema, adminCompanyPageSchema, adminProjectFormSchema, adminProjectPageSchema, adminRecordSchema } from '../../../shared/schemas/admin/catalog';
import { adminListQuerySchema } from '../../../shared/schemas/admin/list';
import { SOLAR_PROJECT_MESSAGES, solarProjectFormSchema, solarProjectPageSchema, solarProjectQuerySchema } from '../../../shared/schemas/admin/solar-projects';
import { createAdminCompany, deleteAdminCompany, getAdminCompany, listAdminCompanies, updateAdminCompany } from '../../services/admin/catalog-companies';
import { createAdminProject, deleteAdminProject, getAdminProject, listAdminProjects, updateAdminProject } from '../../services/admin/catalog-projects';
import { createSolarProject, deleteSolarProject, listSolarProjects, updateSolarProject } from '../../services/admin/solar-projects';
import { adminResource } from './admin-resource';

// The catalogue's resources in the back office (spec 3 §2.3, §2.6, §2.7).

export const adminProjectRoutes = adminResource({
  path: '/projects',
  noun: 'Proje',
  notFound: M.projectNotFound,
  query: adminListQuerySchema,
  page: adminProjectPageSchema,
  body: adminProjectFormSchema,
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
  saved: SOLAR_PROJECT_MESSAGES.saved,
  deleted: SOLAR_PROJECT_MESSAGES.deleted,
  list: listSolarProjects,
  create: createSolarProject,
  update: updateSolarProject,
  remove: deleteSolarProject,
});
