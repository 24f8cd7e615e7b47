import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/client';
import { listen } from '../../db/listen';
import { record_event_outbox, record_events } from '../../db/schema/history';
import { describeOnEachDatabase } from '../../test/test-app';
import { correctionEvent, projectEvents, RECORD_EVENTS_CHANNEL, stationCapacityEvent, writeEvents } from './record-events';

const ID = '00000000-0000-4000-8000-000000000001';

describe('projectEvents', () => {
  it('makes one event per changed group, holding only the fields that changed', () => {
    const before = { status_type_id: 'a', ac_power: 10, ac_power_unit: 'MWe', investor: 'X', project_name: 'P' };
    const after = { status_type_id: 'b', ac_power: 10.0, ac_power_unit: 'MWe', investor: 'Y', project_name: 'Q' };
    const events = projectEvents(ID, before, after, { origin: 'admin', occurredOn: '2026-03-01' });
    expect(events.map((e) => e.kind)).toEqual(['status', 'parties', 'details']);
    expect(events[0]!.changes).toEqual({ status_type_id: { before: 'a', after: 'b' } });
    expect(events[1]!.changes).toEqual({ investor: { before: 'X', after: 'Y' } });
    // Every other field a reader is shown is kept too (decision 070).
    expect(events[2]!.changes).toEqual({ project_name: { before: 'P', after: 'Q' } });
    expect(events[0]!.occurred_on).toBe('2026-03-01');
  });

  it('makes nothing for an unchanged save or a change of a column no reader is shown', () => {
    const row = { status_type_id: 'a', dc_power: 5, investor: null };
    expect(projectEvents(ID, row, { ...row, dc_power: '5.000' }, { origin: 'admin' })).toEqual([]);
    expect(projectEvents(ID, row, { ...row, latitude: 37.1, is_verified: true }, { origin: 'admin' })).toEqual([]);
  });

  it('keeps a change of any other shown field as a details event (decision 070)', () => {
    const row = { status_type_id: 'a', dc_power: 5, investor: null, project_name: null };
    const events = projectEvents(ID, row, { ...row, project_name: 'new name' }, { origin: 'admin' });
    expect(events.map((e) => [e.kind, e.changes])).toEqual([['details', { project_name: { before: null, after: 'new name' } }]]);
  });

  it('makes one event of a representative correction, of its one group or else details, with the fields’ sources', () => {
    const before = { dc_power: 5, ac_power: 4, status_type_id: 'a', project_name: 'P' };
    const context = { origin: 'company' as const, fieldSources: { dc_power: { kind: 'statement' as const } } };
    expect(correctionEvent('project', ID, before, { dc_power: 6 }, context).map((e) => [e.kind, e.field_sources])).toEqual([['capacity', { dc_power: { kind: 'statement' } }]]);
    const [mixed, ...more] = correctionEvent('project', ID, before, { dc_power: 6, status_type_id: 'b', project_name: 'P' }, context);
    expect(more).toEqual([]);
    expect([mixed!.kind, mixed!.changes]).toEqual(['details', { dc_power: { before: 5, after: 6 }, status_type_id: { before: 'a', after: 'b' } }]);
    expect(correctionEvent('company', ID, { company_name: 'A' }, { company_name: 'A' }, context)).toEqual([]);
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

  it("queues each event but the seed's for its followers in the writer's own transaction, and nothing when that rolls back", async () => {
    const db = ctx.db;
    const station = '00000000-0000-4000-8000-000000000002';
    const queued = (tx: Db) =>
      tx.select({ kind: record_events.kind, origin: record_events.origin }).from(record_event_outbox).innerJoin(record_events, eq(record_events.id, record_event_outbox.event_id)).where(eq(record_events.entity_id, station));
    let inside: unknown[] = [];
    await db.transaction(async (tx) => {
      await writeEvents(tx, [
        stationCapacityEvent(station, { year: 2026, month: 1 }, null, 6, { origin: 'admin' }),
        stationCapacityEvent(station, { year: 2026, month: 2 }, null, 7, { origin: 'seed' }),
      ]);
      // Read before the commit: the fan-out of a running app may take them as soon as it is made.
      inside = await queued(tx);
    });
    expect(inside).toEqual([{ kind: 'station_capacity', origin: 'admin' }]);

    const rollback = new Error('geri al');
    await expect(
      db.transaction(async (tx) => {
        await writeEvents(tx, [stationCapacityEvent(station, { year: 2026, month: 3 }, null, 8, { origin: 'admin' })]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const months = await db.select({ changes: record_events.changes }).from(record_events).where(eq(record_events.entity_id, station));
    expect(months.map((m) => Object.keys(m.changes)[0]).sort()).toEqual(['2026-01', '2026-02']);
  });

  it('announces a commit that wrote an event, in this process or another, and never a rollback', async () => {
    let heard = 0;
    const stop = await listen(ctx.database, RECORD_EVENTS_CHANNEL, () => heard++);
    try {
      const station = '00000000-0000-4000-8000-000000000003';
      await ctx.db
        .transaction(async (tx) => {
          await writeEvents(tx, [stationCapacityEvent(station, { year: 2026, month: 1 }, null, 1, { origin: 'admin' })]);
          throw new Error('geri al');
        })
        .catch(() => {});
      // The seed's events notify no one: nothing to announce.
      await writeEvents(ctx.db, [stationCapacityEvent(station, { year: 2026, month: 2 }, null, 2, { origin: 'seed' })]);
      // On a server, from a second pool, as a script would write.
      const { driver } = ctx.database;
      const writer = driver.kind === 'postgres' ? await openDatabase({ url: driver.pool.options.connectionString }) : ctx.database;
      try {
        await writeEvents(writer.db, [stationCapacityEvent(station, { year: 2026, month: 3 }, null, 3, { origin: 'admin' })]);
      } finally {
        if (writer !== ctx.database) await writer.close();
      }
      const deadline = Date.now() + 5_000;
      while (heard === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      // Notifications come in commit order: had the rollback or the seed's write announced anything, it would be here first.
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toBe(1);
    } finally {
      await stop();
    }
  });
});
