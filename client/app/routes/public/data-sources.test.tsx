import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_SOURCES, routeFetch } from '../../../test/catalog-fixtures';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import DataSourcesPage from './data-sources';

afterEach(cleanupAfterTest);

function setup(answer: () => Response) {
  const fetchMock = vi.fn(routeFetch({ 'GET /api/sources': answer }));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, ...renderWithApp(<DataSourcesPage />) };
}

describe('Veri kaynakları ve lisanslar', () => {
  it('lists every published source with its publisher, licence (linked), date, attribution and notes, and the licences’ notices', async () => {
    setup(() => jsonResponse(PUBLIC_SOURCES));
    expect(screen.getByRole('heading', { level: 1, name: 'Veri kaynakları ve lisanslar' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Veri kaynakları ve lisanslar/);
    const list = await screen.findByRole('list', { name: 'Yayımlanan kaynaklar' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(PUBLIC_SOURCES.items.map((s) => s.name));

    const gppd = cards[0]!;
    expect(gppd).toHaveAttribute('id', `kaynak-${PUBLIC_SOURCES.items[0]!.id}`);
    expect(within(gppd).getByRole('link', { name: /^CC BY 4\.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(within(gppd).getByText('World Resources Institute')).toBeInTheDocument();
    // Both dates: the data's own and the day it was read.
    expect(within(gppd).getByText('Veri tarihi').nextElementSibling).toHaveTextContent('31 Aralık 2019');
    expect(within(gppd).getByText('Alındığı tarih').nextElementSibling).toHaveTextContent('26 Kasım 2026');
    expect(within(gppd).getByText('World Resources Institute et al., Global Power Plant Database v1.3.0 (CC BY 4.0)')).toBeInTheDocument();
    expect(within(gppd).getByText('Veriler yaklaşık 2016–2019 dönemine aittir.')).toBeInTheDocument();
    expect(within(gppd).queryByText('Örnek veri')).not.toBeInTheDocument();
    // The generated source says what it is: never an official figure.
    const sample = cards[2]!;
    expect(within(sample).getByText('Örnek veri')).toBeInTheDocument();
    expect(within(sample).getByText(/resmî bir değer değildir/)).toBeInTheDocument();

    // OpenStreetMap's ODbL notice (attribution and share-alike) and WRI's CC BY 4.0 attribution.
    const notices = screen.getByRole('region', { name: 'Lisansların gerektirdiği atıflar' });
    expect(within(notices).getByText('© OpenStreetMap katkıda bulunanlar')).toBeInTheDocument();
    expect(within(notices).getByRole('link', { name: /^Open Database License \(ODbL\) 1\.0/ })).toHaveAttribute('href', 'https://opendatacommons.org/licenses/odbl/1-0/');
    expect(within(notices).getByRole('link', { name: /^openstreetmap\.org\/copyright/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    expect(notices).toHaveTextContent('bu verilerden türetilen veritabanı da ODbL 1.0 ile paylaşılır');
    expect(notices).toHaveTextContent('World Resources Institute et al., Global Power Plant Database v1.3.0, CC BY 4.0');
    // The OSM-derived station definitions, free under ODbL.
    const download = within(notices).getByRole('region', { name: 'OpenStreetMap’ten türetilen trafo merkezleri (ODbL 1.0)' });
    expect(within(download).getByRole('link', { name: 'CSV indir' })).toHaveAttribute('href', '/api/sources/openstreetmap-stations.csv');
    expect(within(download).getByRole('link', { name: 'GeoJSON indir' })).toHaveAttribute('href', '/api/sources/openstreetmap-stations.geojson');
  });

  it('says so when no source is published', async () => {
    setup(() => jsonResponse({ items: [] }));
    expect(await screen.findByText('Henüz yayımlanmış kaynak bulunmuyor.')).toBeInTheDocument();
  });

  it('shows the load error with "Yeniden Dene", which loads the sources', async () => {
    let fail = true;
    const { fetchMock } = setup(() => (fail ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Hata' }, 500) : jsonResponse(PUBLIC_SOURCES)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kaynaklar yüklenirken bir hata oluştu');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByRole('list', { name: 'Yayımlanan kaynaklar' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
