import type { DataSource } from 'typeorm';

/**
 * An instant as a query parameter compared with a timestamp column. PostgreSQL takes the Date.
 * SQLite keeps timestamps as UTC text, 'YYYY-MM-DD HH:MM:SS' when the database wrote the time
 * itself and with '.SSS' when TypeORM did: the parameter leaves out zero milliseconds, so text
 * comparison orders it exactly among both forms (and an index on the column still serves).
 */
export function timestampParam(dataSource: DataSource, instant: Date): Date | string {
  if (dataSource.options.type === 'postgres') return instant;
  const text = instant.toISOString().replace('T', ' ').replace('Z', '');
  return text.endsWith('.000') ? text.slice(0, -4) : text;
}

/** A timestamp column's raw value (SQLite's UTC text, or the driver's Date) as an instant. */
export function instantOf(raw: string | Date): Date {
  if (raw instanceof Date) return raw;
  return new Date(raw.includes('T') ? raw : `${raw.replace(' ', 'T')}Z`);
}
