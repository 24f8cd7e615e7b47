import { describe, expect, it } from 'vitest';
import type { ProvinceFigure } from '../../../../shared/schemas/sector-map';
import { catalogueSum, measureValue } from './province-layer';

const province = (over: Partial<ProvinceFigure>): ProvinceFigure => ({
  city_id: '00000000-0000-4000-8000-000000000041',
  plate_code: 41,
  name: 'Kocaeli',
  projects: 4,
  ac_mw: 0,
  commissioned_projects: 4,
  commissioned_ac_mw: 0,
  unknown_power_projects: 4,
  commissioned_unknown_power_projects: 4,
  includes_generated: false,
  official_mw: null,
  official_as_of: null,
  ...over,
});

describe('a province\'s catalogue sum', () => {
  it('is unknown, never 0 MWe, when none of its projects has a known power', () => {
    expect(catalogueSum(0, 4, 4)).toBe('Gücü bilinmiyor · 4 proje');
    expect(measureValue(province({}), 'catalogue_commissioned')).toBeNull();
  });

  it('says how many projects it leaves out when some lack their power', () => {
    expect(catalogueSum(12.5, 6, 2)).toBe('12,5 MWe · 6 proje (2 projenin gücü bilinmiyor)');
    expect(measureValue(province({ commissioned_ac_mw: 12.5, commissioned_unknown_power_projects: 2 }), 'catalogue_commissioned')).toBe(12.5);
  });

  it('is a plain sum when every power is known, and 0 MWe for a province with no project', () => {
    expect(catalogueSum(30, 3, 0)).toBe('30 MWe · 3 proje');
    expect(catalogueSum(0, 0, 0)).toBe('0 MWe · 0 proje');
    expect(measureValue(province({ projects: 0, commissioned_projects: 0, unknown_power_projects: 0, commissioned_unknown_power_projects: 0 }), 'catalogue_commissioned')).toBe(0);
  });
});
