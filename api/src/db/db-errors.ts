/** Whether a write failed because a unique index already holds the value (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const codes = [error, (error as { driverError?: unknown } | null)?.driverError].map(
    (e) => (e as { code?: unknown } | null | undefined)?.code,
  );
  return codes.some((code) => code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE');
}
