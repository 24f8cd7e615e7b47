import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { MIGRATIONS_FOLDER } from './migrate';
import { queryRows } from './query-rows';
import { record_event_outbox, record_events } from './schema/history';
import { users } from './schema/users';
import { watches } from './schema/watches';
import { databaseTargets } from '../test/databases';

// The hand-written part of drizzle/0028_record_event_outbox.sql (decision 059), run on what an older
// version left: the events its fan-out had not marked handled in notification_fanouts are queued in
// the outbox, so the upgrade loses none; the seed's, those handled and those older than every watch
// are not.

const backfill = () =>
  readFileSync(`${MIGRATIONS_FOLDER}/0028_record_event_outbox.sql`, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.includes('INSERT INTO "record_event_outbox"'));

for (const target of databaseTargets()) {
  describe(`record event outbox backfill [${target.name}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      if (database) await target.dispose(database);
    });

    it('queues the events the fan-out had not handled, once a watch could be told of them', async () => {
      const { db } = database;
      expect(backfill()).toHaveLength(1);
      // The state before the migration: the fan-out's marks, no outbox.
      await db.execute(sql`CREATE TABLE notification_fanouts (event_id uuid PRIMARY KEY NOT NULL, created_at timestamp with time zone DEFAULT now() NOT NULL)`);
      const [user] = await db.insert(users).values({ email: 'eski-takipci@example.com', password_hash: 'x' }).returning();
      const hour = 3_600_000;
      const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
      const station = '00000000-0000-4000-8000-00000000aa01';
      await db.insert(watches).values({ user_id: user!.id, target: 'station', target_id: station, created_at: at(10) });
      const event = (origin: 'admin' | 'import' | 'seed', hoursAgo: number) => ({
        entity: 'station',
        entity_id: station,
        kind: 'station_capacity',
        changes: {},
        occurred_on: '2026-01-01',
        origin,
        created_at: at(hoursAgo),
      });
      // Written as the older version wrote them (it had no outbox).
      const [waiting, handled] = await db
        .insert(record_events)
        .values([event('admin', 2), event('import', 3), event('seed', 1), event('import', 20)])
        .returning({ id: record_events.id });
      await db.delete(record_event_outbox);
      await db.execute(sql`INSERT INTO notification_fanouts (event_id) VALUES (${handled!.id})`);

      for (const statement of backfill()) await db.execute(sql.raw(statement));
      const queued = await queryRows<{ event_id: string; same_time: boolean }>(
        db,
        sql`SELECT o.event_id, o.created_at = e.created_at AS same_time FROM record_event_outbox o JOIN record_events e ON e.id = o.event_id`,
      );
      expect(queued).toEqual([{ event_id: waiting!.id, same_time: true }]);

      // Nobody followed anything: nothing to queue.
      await db.delete(record_event_outbox);
      await db.delete(watches);
      for (const statement of backfill()) await db.execute(sql.raw(statement));
      expect(await db.select().from(record_event_outbox)).toEqual([]);
    });
  });
}
