import {
  COMPANY_SUGGESTION_FIELDS,
  PROJECT_SUGGESTION_BASIC_FIELDS,
  PROJECT_SUGGESTION_FIELDS,
} from '../../../shared/constants';
import type { DetailAccess } from './api/detail-types';

// Which fields a user may suggest a correction for (docs/product-rules.md#suggestions). The lists are the server's own
// (shared/constants.ts); it answers 400 FIELD_NOT_ALLOWED for anything else.

export { COMPANY_SUGGESTION_FIELDS, PROJECT_SUGGESTION_FIELDS };

/** A verified project the user has not opened: only name, powers and units, type, status, city and district. */
export const PROJECT_SUGGESTION_FIELDS_UNOPENED = PROJECT_SUGGESTION_BASIC_FIELDS;

export type ProjectSuggestionField = (typeof PROJECT_SUGGESTION_FIELDS)[number];
export type CompanySuggestionField = (typeof COMPANY_SUGGESTION_FIELDS)[number];

/** The project fields this viewer may suggest changes to. */
export function editableProjectFields(project: { is_verified: boolean }, access: DetailAccess): readonly ProjectSuggestionField[] {
  return project.is_verified && access !== 'full' ? PROJECT_SUGGESTION_FIELDS_UNOPENED : PROJECT_SUGGESTION_FIELDS;
}
