// Drops what earlier test runs left in the PostgreSQL test database, so a run starts clean.
import pg from 'pg'

const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()
const { rows } = await client.query(
  "select schema_name from information_schema.schemata where schema_name like 'test\\_%'",
)
for (const { schema_name } of rows) await client.query(`drop schema "${schema_name}" cascade`)
await client.query('drop schema if exists public cascade')
await client.query('create schema public')
await client.end()
console.log(`PostgreSQL test database reset (${rows.length} leftover test schemas dropped)`)
