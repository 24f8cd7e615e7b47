import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, type ImportMapping } from '../../../../shared/schemas/imports';
import { cleanupAfterTest } from '../../../test/render';
import { ImportMappingEditor, REQUIRED_UNMAPPED, sameMapping, unmappedRequired } from './import-mapping';

// The importer's column mapping (issue 43): each canonical field of the kind with a select of the
// file's headers, what the server recognised marked, required fields marked and named when left
// unmapped, and the columns nothing reads listed.

afterEach(cleanupAfterTest);

const HEADERS = ['Tesis Adı', 'İl', 'İlçe', 'Kurulu Güç (MWe)', 'Açıklama'];
const DETECTED: ImportMapping = { project_name: 'Tesis Adı', city: 'İl', district: 'İlçe', ac_power_mwe: 'Kurulu Güç (MWe)' };

function Harness({ initial, showMissing = false, onMapping }: { initial: ImportMapping; showMissing?: boolean; onMapping?: (m: ImportMapping) => void }) {
  const [mapping, setMapping] = useState(initial);
  return (
    <ImportMappingEditor
      kind="projects"
      headers={HEADERS}
      mapping={mapping}
      detected={DETECTED}
      showMissing={showMissing}
      onChange={(next) => {
        setMapping(next);
        onMapping?.(next);
      }}
    />
  );
}

describe('ImportMappingEditor', () => {
  it('shows a select of the file headers per field, the recognised ones marked and the required ones required', () => {
    render(<Harness initial={DETECTED} />);
    const fields = IMPORT_FIELDS.projects;
    expect(screen.getAllByRole('combobox')).toHaveLength(fields.length);

    const name = screen.getByRole('combobox', { name: /^Proje adı/ });
    expect(name).toHaveValue('Tesis Adı');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('Dosyadan tanındı');
    expect(within(name).getAllByRole('option').map((o) => o.textContent)).toEqual(['Eşleştirilmedi', ...HEADERS]);

    const investor = screen.getByRole('combobox', { name: /^Yatırımcı/ });
    expect(investor).toHaveValue('');
    expect(investor).not.toHaveAttribute('aria-required');
    // Nothing reads "Açıklama" yet.
    expect(screen.getByText('Okunmayacak sütunlar:').parentElement).toHaveTextContent('Okunmayacak sütunlar: Açıklama');
  });

  it('changes a field to another column, and the recognised mark goes with the change', () => {
    const seen: ImportMapping[] = [];
    render(<Harness initial={DETECTED} onMapping={(m) => seen.push(m)} />);
    const investor = screen.getByRole('combobox', { name: /^Yatırımcı/ });
    fireEvent.change(investor, { target: { value: 'Açıklama' } });
    expect(seen.at(-1)).toMatchObject({ investor: 'Açıklama', project_name: 'Tesis Adı' });
    expect(investor).not.toHaveAccessibleDescription('Dosyadan tanındı');
    expect(screen.queryByText('Okunmayacak sütunlar:')).not.toBeInTheDocument();

    const power = screen.getByRole('combobox', { name: /^AC güç/ });
    fireEvent.change(power, { target: { value: '' } });
    expect(seen.at(-1)!.ac_power_mwe).toBe('');
    expect(screen.getByText('Okunmayacak sütunlar:').parentElement).toHaveTextContent('Kurulu Güç (MWe)');
  });

  it('names a required field left unmapped once the admin tries to go on', () => {
    const partial = { project_name: 'Tesis Adı' };
    const { rerender } = render(<Harness initial={partial} />);
    expect(screen.queryByText(REQUIRED_UNMAPPED)).not.toBeInTheDocument();
    rerender(<Harness initial={partial} showMissing />);
    const city = screen.getByRole('combobox', { name: 'İl' });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription(REQUIRED_UNMAPPED);
    // Only the required field is named, not the optional ones around it.
    expect(screen.getAllByText(REQUIRED_UNMAPPED)).toHaveLength(1);
  });
});

describe('mapping helpers', () => {
  it('finds the required fields no column holds', () => {
    expect(unmappedRequired('projects', { project_name: 'Tesis Adı', city: '' })).toEqual(['city']);
    expect(unmappedRequired('installed_power', {})).toEqual(['year', 'month', 'total_electric_power', 'total_renewable_power', 'total_solar_power']);
  });

  it('compares mappings without their empty choices', () => {
    expect(sameMapping({ city: 'İl', district: '' }, { city: 'İl' })).toBe(true);
    expect(sameMapping({ city: 'İl' }, { city: 'Şehir' })).toBe(false);
    expect(sameMapping({ city: 'İl', district: 'İlçe' }, { city: 'İl' })).toBe(false);
  });
});
