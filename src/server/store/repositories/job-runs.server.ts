import type { Db, Query } from '../db.server.ts';

/** What a claimed job learns: when it last succeeded (its next run asks SIDEARM for what changed since then). */
export interface JobClaim {
  holder: string;
  lastSuccessStartedAt: string | null;
}

export const jobRunQueries = {
  /**
   * Takes the job's lease in one statement, when no lease is running and the job is due (its last start at or
   * before `due`): of processes on every machine claiming at once, the database lets one row change through.
   */
  claim: (name: string, holder: string, now: string, leaseUntil: string, due: string): Query => [
    `INSERT INTO job_runs (name, holder, lease_until, last_started_at) VALUES (@name, @holder, @lease, @now)
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until,
       last_started_at = excluded.last_started_at
     WHERE job_runs.lease_until <= @now AND (job_runs.last_started_at IS NULL OR job_runs.last_started_at <= @due)
     RETURNING holder, last_success_started_at`,
    { name, holder, lease: leaseUntil, now, due },
  ],
  renew: (name: string, holder: string, leaseUntil: string): Query => [
    'UPDATE job_runs SET lease_until = @lease WHERE name = @name AND holder = @holder',
    { name, holder, lease: leaseUntil },
  ],
  release: (name: string, holder: string, now: string, succeeded: boolean): Query => [
    `UPDATE job_runs SET holder = NULL, lease_until = @now,
       last_success_started_at = CASE WHEN @ok = 1 THEN last_started_at ELSE last_success_started_at END
     WHERE name = @name AND holder = @holder`,
    { name, holder, now, ok: succeeded ? 1 : 0 },
  ],
  get: (name: string): Query => [
    'SELECT holder, lease_until, last_started_at, last_success_started_at FROM job_runs WHERE name = ?',
    [name],
  ],
};

export interface JobRunRow {
  holder: string | null;
  lease_until: string;
  last_started_at: string | null;
  last_success_started_at: string | null;
}

/**
 * Leases on periodic jobs (table job_runs), shared by every process on the store and every machine on its
 * database: a job runs in one process at a time, and a holder that dies frees it when its lease runs out.
 */
export class JobRunsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The lease until `leaseMs` from `now`, when free and due (last started `everyMs` ago or more); else null. */
  async claim(
    name: string,
    holder: string,
    { now, leaseMs, everyMs }: { now: Date; leaseMs: number; everyMs: number },
  ): Promise<JobClaim | null> {
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const query = jobRunQueries.claim(name, holder, now.toISOString(), at(leaseMs), at(-everyMs));
    type Row = { holder: string; last_success_started_at: string | null };
    // The one statement is atomic on both databases (SQLite runs one writer at a time). On PostgreSQL it also
    // runs under the job's own advisory lock (decision 0036), so claims of one job queue instead of racing on
    // the row; SQLite needs no transaction around one statement (an immediate one would only wait longer).
    const row =
      this.db.dialect === 'postgres'
        ? await this.db.transaction((tx) => tx.get<Row>(...query), { immediate: true, lockKey: `job:${name}` })
        : await this.db.get<Row>(...query);
    return row?.holder === holder ? { holder, lastSuccessStartedAt: row.last_success_started_at } : null;
  }

  /** Extends a lease this holder still has; false when it has lost it (it ran out and another took the job). */
  async renew(name: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
    return (await this.db.run(...jobRunQueries.renew(name, holder, new Date(now.getTime() + leaseMs).toISOString()))).changes === 1;
  }

  /** Frees the job; a run that succeeded becomes the one the next run reads changes since. */
  async release(name: string, holder: string, now: Date, succeeded: boolean): Promise<void> {
    await this.db.run(...jobRunQueries.release(name, holder, now.toISOString(), succeeded));
  }

  async get(name: string): Promise<JobRunRow | undefined> {
    return this.db.get<JobRunRow>(...jobRunQueries.get(name));
  }
}
