import type { OwnSubmission } from '../../shared/schemas/submissions';

interface SubmissionRow {
  id: string;
  status: OwnSubmission['status'];
  admin_feedback: string | null;
  created_at: Date;
}

/** A stored submission as its author sees it; the name comes from the submitted data. */
export function presentOwnSubmission(row: SubmissionRow, data: Record<string, unknown>, nameKey: string): OwnSubmission {
  const name = data[nameKey];
  return {
    id: row.id,
    name: typeof name === 'string' ? name : '',
    status: row.status,
    admin_feedback: row.admin_feedback,
    created_at: row.created_at.toISOString(),
  };
}

/** Both tabs of /profile/submissions. */
export function presentOwnSubmissions(rows: {
  companyRows: (SubmissionRow & { company_data: Record<string, unknown> })[];
  projectRows: (SubmissionRow & { project_data: Record<string, unknown> })[];
}) {
  return {
    companies: rows.companyRows.map((r) => presentOwnSubmission(r, r.company_data, 'company_name')),
    projects: rows.projectRows.map((r) => presentOwnSubmission(r, r.project_data, 'project_name')),
  };
}
