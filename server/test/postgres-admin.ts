import pg from 'pg';

// Statements on a PostgreSQL server outside the databases they make or drop (CREATE/DROP DATABASE,
// pg_database): the Vitest setup, the journeys' setup and the benchmarks share them. No Vitest here,
// so that the journeys can import it.

/** The rows of one statement, on a connection of its own. */
export async function adminRows(url: string, statement: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** One statement whose rows are not needed. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  await adminRows(url, statement);
}
