import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { record_events } from '../../db/schema/history';
import { describeOnEachDatabase } from '../../test/test-app';
import { projectEvents, stationCapacityEvent, writeEvents } from './record-events';

const ID = '00000000-0000-4000-8000-000000000001';

describe('projectEvents', () => {
  it('makes one event per changed group, holding only the fields that changed', () => {
    const before = { status_type_id: 'a', ac_power: 10, ac_power_unit: 'MWe', investor: 'X', project_name: 'P' };
    const after = { status_type_id: 'b', ac_power: 10.0, ac_power_unit: 'MWe', investor: 'Y', project_name: 'Q' };
    const events = projectEvents(ID, before, after, { origin: 'admin', occurredOn: '2026-03-01' });
    expect(events.map((e) => e.kind)).toEqual(['status', 'parties']);
    expect(events[0]!.changes).toEqual({ status_type_id: { before: 'a', after: 'b' } });
    expect(events[1]!.changes).toEqual({ investor: { before: 'X', after: 'Y' } });
    expect(events[0]!.occurred_on).toBe('2026-03-01');
  });

  it('makes nothing for an unchanged save or a change outside the history fields', () => {
    const row = { status_type_id: 'a', dc_power: 5, investor: null };
    expect(projectEvents(ID, row, { ...row, dc_power: '5.000' }, { origin: 'admin' })).toEqual([]);
    expect(projectEvents(ID, row, { ...row, project_name: 'new name' }, { origin: 'admin' })).toEqual([]);
  });

  it('starts a new project with a created event naming its filled history fields', () => {
    const [event] = projectEvents(ID, null, { status_type_id: 'a', investor: null, ac_power: 3 }, { origin: 'import' });
    expect(event!.kind).toBe('created');
    expect(event!.changes).toEqual({ status_type_id: { before: null, after: 'a' }, ac_power: { before: null, after: 3 } });
  });

  it('records a station capacity only when it is new, different or removed', () => {
    expect(stationCapacityEvent(ID, { year: 2026, month: 3 }, 12, 12, { origin: 'admin' })).toBeNull();
    expect(stationCapacityEvent(ID, { year: 2026, month: 3 }, null, null, { origin: 'admin' })).toBeNull();
    expect(stationCapacityEvent(ID, { year: 2026, month: 11 }, 7.5, null, { origin: 'admin' })?.changes).toEqual({ '2026-11': { before: 7.5, after: null } });
    expect(stationCapacityEvent(ID, { year: 2026, month: 3 }, null, 12, { origin: 'admin' })?.changes).toEqual({
      '2026-03': { before: null, after: 12 },
    });
  });
});

describeOnEachDatabase('writeEvents', (ctx) => {
  it('stores the events and refuses an unknown kind', async () => {
    const db = ctx.db;
    await writeEvents(db, [stationCapacityEvent(ID, { year: 2026, month: 1 }, 4, 6, { origin: 'import', occurredOn: '2026-01-31' }), null]);
    const rows = await db.select().from(record_events).where(eq(record_events.entity_id, ID));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'station', kind: 'station_capacity', occurred_on: '2026-01-31', origin: 'import' });
    await expect(
      writeEvents(db, [{ entity: 'station', entity_id: ID, kind: 'renamed', changes: {}, occurred_on: '2026-01-01', origin: 'admin' }]),
    ).rejects.toThrow();
  });
});
