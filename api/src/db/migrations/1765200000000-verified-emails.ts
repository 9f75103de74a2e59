import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Users remember whether their e-mail address was verified by the identity provider, so the first
 * verified sign-in to an account made from an unverified claim can end that claim's sessions.
 * Accounts already made by the operator (no provider uid yet) count as verified; accounts made by a
 * sign-in are not known to be, so their next verified sign-in ends their other sessions once.
 * Addresses are also brought to their one stored form (trimmed, lower case) where that makes no
 * duplicate.
 */
export class VerifiedEmails1765200000000 implements MigrationInterface {
  name = 'VerifiedEmails1765200000000';

  async up(q: QueryRunner): Promise<void> {
    const postgres = q.connection.driver.options.type === 'postgres';
    await q.addColumn(
      'users',
      new TableColumn({ name: 'emailVerified', type: 'boolean', default: postgres ? false : 0 }),
    );
    await q.query(`UPDATE users SET "emailVerified" = true WHERE "firebaseUid" IS NULL`);
    // A look-alike that already has its plain twin is left as it is (it keeps its own provider uid).
    await q.query(
      `UPDATE users SET email = lower(trim(email))
       WHERE email <> lower(trim(email))
         AND NOT EXISTS (SELECT 1 FROM users twin WHERE twin.email = lower(trim(users.email)))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'emailVerified');
  }
}
