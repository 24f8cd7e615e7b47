import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest } from '../../test/render';
import { BarList, type BarItem } from './bar-list';

afterEach(cleanupAfterTest);

const item = (name: string, value: number): BarItem => ({
  key: name,
  name,
  value,
  label: `${value} MWp`,
  spoken: `, proje sayısı ${value / 10}`,
  tooltip: { title: name, rows: [{ key: 'value', name: 'Kurulu DC güç', color: '#f59e0b', value: `${value} MWp` }] },
});

function renderBars(narrow = false) {
  render(
    <BarList
      label="Kurulu Güce Göre İlk 10 Şehir (MWp)"
      description="3 şehir, en büyüğü ilk sırada."
      items={[item('Konya', 400), item('Niğde', 100), item('Hatay', 0)]}
      color="#f59e0b"
      textColor="#475569"
      narrow={narrow}
      cursor="rgba(148,163,184,0.15)"
    />,
  );
  return screen.getByRole('group', { name: 'Kurulu Güce Göre İlk 10 Şehir (MWp)' });
}

const tooltipTitle = (chart: HTMLElement) => chart.querySelector('[aria-hidden="true"].absolute p')?.textContent ?? null;

describe('BarList', () => {
  it('lists each city in order with its value, a bar as long as its share of the biggest, and the tooltip-only figure for screen readers', () => {
    const chart = renderBars();
    expect(chart).toHaveAccessibleDescription('3 şehir, en büyüğü ilk sırada. Değerleri okumak için ok tuşlarını kullanın.');
    const rows = within(chart).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Konya400 MWp, proje sayısı 40', 'Niğde100 MWp, proje sayısı 10', 'Hatay0 MWp, proje sayısı 0']);
    const widths = rows.map((row) => (row.querySelector('.rounded-r-md') as HTMLElement).style.width);
    // The biggest fills the room; a zero still shows a sliver where a value is listed.
    expect(widths).toEqual(['100%', '25%', '0.5%']);
    expect(rows[0]).toHaveStyle({ height: '38px' });
  });

  it('has shorter rows on a phone', () => {
    const chart = renderBars(true);
    expect(within(chart).getAllByRole('listitem')[0]).toHaveStyle({ height: '34px' });
  });

  it('shows a row’s tooltip by keyboard and under the pointer, marking the row', () => {
    const chart = renderBars();
    const rows = within(chart).getAllByRole('listitem');
    act(() => chart.focus());
    expect(tooltipTitle(chart)).toBe('Konya');
    expect(chart.querySelector('[aria-live="polite"]')).toHaveTextContent('Konya. Kurulu DC güç: 400 MWp');
    fireEvent.keyDown(chart, { key: 'ArrowDown' });
    expect(tooltipTitle(chart)).toBe('Niğde');
    expect(rows[1]).toHaveStyle({ backgroundColor: 'rgba(148,163,184,0.15)' });
    expect(rows[0]!.style.backgroundColor).toBe('');

    fireEvent.pointerEnter(rows[2]!);
    expect(tooltipTitle(chart)).toBe('Hatay');
    expect(chart.querySelector('[aria-live="polite"]')).toHaveTextContent(/^$/);
    fireEvent.pointerLeave(chart);
    expect(tooltipTitle(chart)).toBeNull();
  });
});
