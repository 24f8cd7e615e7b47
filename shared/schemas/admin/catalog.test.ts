import { describe, expect, it } from 'vitest';
import { PROJECT_SUBMISSION_MESSAGES as M, projectSubmissionSchema } from '../submissions';
import { projectSuggestionValuesSchema } from '../suggestions';
import { adminProjectFormSchema } from './catalog';

// Power and storage are stored as numeric(14,3), a cost as numeric(18,2): every form takes what the
// database keeps, so an imported 12,125 MWh is saved back unchanged, and nothing finer, so nothing is
// rounded away silently (decision 052).

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

  it("a member's submission takes the three decimals the column keeps, not a fourth", () => {
    expect(projectSubmissionSchema.parse({ ...required, storage_capacity: '12,125' })).toMatchObject({ storage_capacity: 12.125 });
    expect(firstMessage(projectSubmissionSchema.safeParse({ ...required, storage_capacity: '12,1255' }))).toBe(M.stepThree);
  });

  it('a cost takes the two decimals numeric(18,2) keeps, not a third it would round away', () => {
    expect(adminProjectFormSchema.parse({ ...required, total_investment_cost: '1.500,25' })).toMatchObject({ total_investment_cost: 1500.25 });
    expect(firstMessage(adminProjectFormSchema.safeParse({ ...required, total_investment_cost: '1.500,255' }))).toBe(M.step);
    expect(firstMessage(projectSubmissionSchema.safeParse({ ...required, total_investment_cost: 0.005 }))).toBe(M.step);
  });

  it('a suggestion takes what the columns keep and refuses what they would round', () => {
    expect(projectSuggestionValuesSchema.safeParse({ storage_capacity: 12.125, total_investment_cost: 10.25 }).success).toBe(true);
    expect(projectSuggestionValuesSchema.safeParse({ storage_capacity: 12.1255 }).success).toBe(false);
    expect(projectSuggestionValuesSchema.safeParse({ total_investment_cost: 10.255 }).success).toBe(false);
  });
});
