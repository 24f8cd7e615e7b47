import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import { headerScore, resolveMapping } from './header-mapping';

describe('header mapping', () => {
  it('recognises the Turkish synonyms and the canonical field names', () => {
    const headers = ['Lisans No', 'TESİS ADI', 'il', 'İlçe Adı', 'Kurulu Güç (MWe)', 'dc_power_mwp', 'Not'];
    const { mapping, missing } = resolveMapping('projects', headers);
    expect(mapping).toEqual({
      external_key: 'Lisans No',
      project_name: 'TESİS ADI',
      city: 'il',
      district: 'İlçe Adı',
      ac_power_mwe: 'Kurulu Güç (MWe)',
      dc_power_mwp: 'dc_power_mwp',
    });
    expect(missing).toEqual([]);
  });

  it('takes an override first, leaves out a field mapped to "", and names the required fields no column holds', () => {
    const headers = ['Santralin İsmi', 'Şehir', 'İlçe'];
    const { mapping, missing } = resolveMapping('projects', headers, { project_name: 'Santralin İsmi', district: '' });
    expect(mapping).toEqual({ project_name: 'Santralin İsmi', city: 'Şehir' });
    expect(resolveMapping('projects', ['Şehir']).missing).toEqual(['project_name']);
    expect(missing).toEqual([]);
  });

  it('tries the remembered mapping before the synonyms, for the headers the file has', () => {
    const headers = ['Ad', 'Tesis Adı', 'İl'];
    expect(resolveMapping('projects', headers, undefined, { project_name: 'Ad', city: 'Province' }).mapping).toEqual({ project_name: 'Ad', city: 'İl' });
  });

  it('refuses an override that names an unknown field or a header the file lacks', () => {
    expect(() => resolveMapping('projects', ['Tesis Adı'], { capacity: 'Tesis Adı' })).toThrow(IMPORT_MESSAGES.mappingField('capacity'));
    expect(() => resolveMapping('projects', ['Tesis Adı'], { project_name: 'Proje' })).toThrow(IMPORT_MESSAGES.mappingHeader('Proje'));
  });

  it('lets one column serve one field', () => {
    // "Kapasite (MW)" is a synonym of AC power only; "MWe" and "Kapasite (MW)" both are: the first synonym wins.
    const { mapping } = resolveMapping('projects', ['Tesis Adı', 'İl', 'Kapasite (MW)', 'Kurulu Güç (MWe)']);
    expect(mapping.ac_power_mwe).toBe('Kurulu Güç (MWe)');
  });

  it('scores the header row above a title row', () => {
    expect(headerScore('projects', ['EPDK Lisans Listesi — 2025'])).toBe(0);
    expect(headerScore('projects', ['Tesis Adı', 'İl', 'Kurulu Güç (MWe)'])).toBe(3);
  });
});
