import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/schemas/watches';
import { cleanupAfterTest } from '../../../test/render';
import { NotificationList } from './notification-list';

afterEach(cleanupAfterTest);

const station: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  entity: 'station',
  entity_id: '00000000-0000-4000-8000-000000000002',
  kind: 'station_capacity',
  title: 'Kapasite değişti',
  item_name: 'Konya Merkez TM',
  reason: 'Takip ettiğiniz trafo merkezi',
  created_at: '2026-11-29T08:00:00.000Z',
  read_at: null,
};

describe('NotificationList', () => {
  it('keeps the record\'s kind on the title\'s line: a break may come after the dot, never before it', () => {
    render(<NotificationList items={[station]} onOpen={() => {}} onMarkRead={() => {}} busy={false} />);
    const title = screen.getByText('Kapasite değişti');
    // One run of text with the title, joined to the dot by a no-break space; the kind itself does not break.
    expect(title.parentElement!.textContent).toBe('Kapasite değişti\u00a0· Trafo merkezi');
    expect(screen.getByText('Trafo merkezi')).toHaveClass('whitespace-nowrap');
  });
});
