import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, type ImportColumn, type ImportMapping } from '../../../../shared/schemas/imports';
import { cleanupAfterTest } from '../../../test/render';
import { IGNORE_COLUMN, ImportMappingEditor, REQUIRED_UNMAPPED, sameMapping, UNDECIDED_COLUMN, undecidedColumns, unmappedColumns, unmappedRequired } from './import-mapping';

// The importer's column mapping (decisions 039, 053): each canonical field of the kind with a select of the
// file's headers, what the server recognised marked, required fields marked and named when left
// unmapped, and the columns nothing reads listed.

afterEach(cleanupAfterTest);

const HEADERS = ['Tesis Adı', 'İl', 'İlçe', 'Kurulu Güç (MWe)', 'Açıklama'];
const DETECTED: ImportMapping = { project_name: 'Tesis Adı', city: 'İl', district: 'İlçe', ac_power_mwe: 'Kurulu Güç (MWe)' };
const COLUMNS: ImportColumn[] = HEADERS.map((header) => ({ header, field: Object.entries(DETECTED).find(([, h]) => h === header)?.[0] ?? null, empty: false }));

function Harness({
  initial,
  showMissing = false,
  onMapping,
  onIgnored,
}: {
  initial: ImportMapping;
  showMissing?: boolean;
  onMapping?: (m: ImportMapping) => void;
  onIgnored?: (headers: string[]) => void;
}) {
  const [mapping, setMapping] = useState(initial);
  const [ignored, setIgnored] = useState<string[]>([]);
  return (
    <ImportMappingEditor
      kind="projects"
      headers={HEADERS}
      columns={COLUMNS}
      mapping={mapping}
      detected={DETECTED}
      showMissing={showMissing}
      ignored={ignored}
      onChange={(next) => {
        setMapping(next);
        onMapping?.(next);
      }}
      onIgnoredChange={(next) => {
        setIgnored(next);
        onIgnored?.(next);
      }}
    />
  );
}

/** The decision select of an unmapped column. */
const decision = (header: string) => screen.getByRole('combobox', { name: `“${header}” sütunu` });

describe('ImportMappingEditor', () => {
  it('shows a select of the file headers per field, the recognised ones marked and the required ones required', () => {
    render(<Harness initial={DETECTED} />);
    const fields = IMPORT_FIELDS.projects;
    // One per field, and one for the column no field reads.
    expect(screen.getAllByRole('combobox')).toHaveLength(fields.length + 1);

    const name = screen.getByRole('combobox', { name: /^Proje adı/ });
    expect(name).toHaveValue('Tesis Adı');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('Dosyadan tanındı');
    expect(within(name).getAllByRole('option').map((o) => o.textContent)).toEqual(['Eşleştirilmedi', ...HEADERS]);

    const investor = screen.getByRole('combobox', { name: /^Yatırımcı/ });
    expect(investor).toHaveValue('');
    expect(investor).not.toHaveAttribute('aria-required');
    // Nothing reads "Açıklama" yet: it asks for a decision.
    expect(decision('Açıklama')).toHaveValue('');
  });

  it('asks a decision for each column nothing reads: left out, or read into a free field', () => {
    const seen: ImportMapping[] = [];
    const ignored: string[][] = [];
    render(<Harness initial={DETECTED} onMapping={(m) => seen.push(m)} onIgnored={(h) => ignored.push(h)} />);
    const options = within(decision('Açıklama'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(['Karar verin', 'İçe aktarma', 'Alana eşleştir: Kaynak kimliği']);
    // A field already read from another column is not offered.
    expect(options).not.toContain('Alana eşleştir: Proje adı');

    fireEvent.change(decision('Açıklama'), { target: { value: IGNORE_COLUMN } });
    expect(ignored.at(-1)).toEqual(['Açıklama']);
    expect(decision('Açıklama')).toHaveAccessibleDescription('içe aktarılmayacak');

    fireEvent.change(decision('Açıklama'), { target: { value: 'investor' } });
    expect(ignored.at(-1)).toEqual([]);
    expect(seen.at(-1)).toMatchObject({ investor: 'Açıklama' });
    // Read into a field, it needs no decision any more.
    expect(screen.queryByRole('combobox', { name: '“Açıklama” sütunu' })).not.toBeInTheDocument();
  });

  it('names an undecided column once the admin tries to go on', () => {
    const { rerender } = render(<Harness initial={DETECTED} />);
    expect(screen.queryByText(UNDECIDED_COLUMN)).not.toBeInTheDocument();
    rerender(<Harness initial={DETECTED} showMissing />);
    expect(decision('Açıklama')).toHaveAccessibleDescription(UNDECIDED_COLUMN);
  });

  it('changes a field to another column, and the recognised mark goes with the change', () => {
    const seen: ImportMapping[] = [];
    render(<Harness initial={DETECTED} onMapping={(m) => seen.push(m)} />);
    const investor = screen.getByRole('combobox', { name: /^Yatırımcı/ });
    fireEvent.change(investor, { target: { value: 'Açıklama' } });
    expect(seen.at(-1)).toMatchObject({ investor: 'Açıklama', project_name: 'Tesis Adı' });
    expect(investor).not.toHaveAccessibleDescription('Dosyadan tanındı');
    expect(screen.queryByRole('combobox', { name: '“Açıklama” sütunu' })).not.toBeInTheDocument();

    const power = screen.getByRole('combobox', { name: /^AC güç/ });
    fireEvent.change(power, { target: { value: '' } });
    expect(seen.at(-1)!.ac_power_mwe).toBe('');
    // A column taken off its field holds data: it asks for a decision too.
    expect(decision('Kurulu Güç (MWe)')).toHaveValue('');
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
    // A month's total and renewable figures may be unknown (decision 055): only the solar figure is required.
    expect(unmappedRequired('installed_power', {})).toEqual(['year', 'month', 'total_solar_power']);
  });

  it('finds the columns with data nothing reads, and those not yet decided', () => {
    const columns: ImportColumn[] = [...COLUMNS, { header: 'Boş', field: null, empty: true }];
    expect(unmappedColumns(columns, DETECTED)).toEqual(['Açıklama']);
    expect(unmappedColumns(columns, { ...DETECTED, ac_power_mwe: '' })).toEqual(['Kurulu Güç (MWe)', 'Açıklama']);
    expect(undecidedColumns(columns, DETECTED, ['Açıklama'])).toEqual([]);
    expect(undecidedColumns(columns, DETECTED, [])).toEqual(['Açıklama']);
  });

  it('compares mappings without their empty choices', () => {
    expect(sameMapping({ city: 'İl', district: '' }, { city: 'İl' })).toBe(true);
    expect(sameMapping({ city: 'İl' }, { city: 'Şehir' })).toBe(false);
    expect(sameMapping({ city: 'İl', district: 'İlçe' }, { city: 'İl' })).toBe(false);
  });
});
