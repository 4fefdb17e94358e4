import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { PluginHost } from './plugin-host.js'
import { runGuarded } from './run-guarded.js'

/**
 * Claims one run of a plugin job: the instance whose UPDATE moves `next_run_at` past now runs
 * it, so a job runs once per interval however many instances there are.
 */
async function claimRun(
  db: Kysely<Database>,
  plugin: string,
  job: string,
  intervalMinutes: number,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  await db
    .insertInto('plugin_job_runs')
    .values({ plugin, job, next_run_at: at, last_run_at: null })
    .onConflict((oc) => oc.columns(['plugin', 'job']).doNothing())
    .execute()
  const next = new Date(now.getTime() + intervalMinutes * 60_000).toISOString()
  const result = await db
    .updateTable('plugin_job_runs')
    .set({ next_run_at: next, last_run_at: at })
    .where('plugin', '=', plugin)
    .where('job', '=', job)
    .where('next_run_at', '<=', at)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * The scheduler's job for plugins: runs each due job of every running plugin granted `jobs`,
 * acting as the plugin. A job that throws or overruns is logged and counted; the others run.
 */
export async function runDuePluginJobs(host: PluginHost, now: Date = new Date()): Promise<number> {
  let ran = 0
  const ctx = host.baseContext()
  for (const name of host.registry.names()) {
    if (!host.grants(name).has('jobs')) continue
    for (const job of host.find(name)?.definition?.jobs ?? []) {
      if (!(await claimRun(ctx.db, name, job.name, Math.max(1, job.intervalMinutes), now))) continue
      ran += 1
      try {
        await runGuarded(() => job.run(host.apiFor(name, ctx)), host.timeoutMs)
      } catch (error) {
        host.fail(name, `job ${job.name}`, error)
      }
    }
  }
  return ran
}
