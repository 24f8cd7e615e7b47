import type {
  Access,
  CompanyDetail,
  CompanyDetailResponse,
  CompanyReferences,
  ProjectDetail,
  ProjectDetailResponse,
} from '../../../../shared/schemas/catalog';

// Answers of the project and company detail calls (docs/product-rules.md#catalogue), as shared/schemas/catalog.ts defines
// them. Premium-only keys are absent until the viewer may see them (access 'full').

/** full: everything; locked: non-premium viewer; payment_required: premium, verified, not opened yet. */
export type DetailAccess = Access;
export type { CompanyDetail, ProjectDetail };
export type ProjectCompanyLink = NonNullable<ProjectDetail['companies']>[number];
export type ProjectDetailAnswer = Omit<ProjectDetailResponse, 'charged'>;
export type CompanyDetailAnswer = Omit<CompanyDetailResponse, 'charged'>;
export type OpenCharge = NonNullable<ProjectDetailResponse['charged']>;
export type CompanyReferencePage = CompanyReferences;
export type CompanyReference = CompanyReferences['items'][number];
