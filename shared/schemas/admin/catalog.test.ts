import { describe, expect, it } from 'vitest';
import { PROJECT_SUBMISSION_MESSAGES as M, projectSubmissionSchema } from '../submissions';
import { adminProjectFormSchema } from './catalog';

// Power and storage are stored as numeric(14,3): the back office takes what the database keeps, so an
// imported 12,125 MWh is saved back unchanged; a member's submission stays in steps of 0.01.

const required = {
  project_name: 'GES',
  status_type_id: '00000000-0000-4000-8000-000000000001',
  type_id: '00000000-0000-4000-8000-000000000002',
  location_id: '00000000-0000-4000-8000-000000000003',
  city_id: '00000000-0000-4000-8000-000000000004',
  district_id: '00000000-0000-4000-8000-000000000005',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('power and storage decimals', () => {
  it('the admin form keeps three decimals, typed the Turkish way or sent as numbers', () => {
    const parsed = adminProjectFormSchema.parse({ ...required, dc_power: '1.350,505', ac_power: 1000.255, storage_capacity: '12,125' });
    expect(parsed).toMatchObject({ dc_power: 1350.505, ac_power: 1000.255, storage_capacity: 12.125 });
  });

  it('the admin form refuses a fourth decimal', () => {
    expect(firstMessage(adminProjectFormSchema.safeParse({ ...required, storage_capacity: '12,1255' }))).toBe(M.stepThree);
  });

  it("a member's submission still refuses a third decimal", () => {
    expect(firstMessage(projectSubmissionSchema.safeParse({ ...required, storage_capacity: '12,125' }))).toBe(M.step);
  });
});
