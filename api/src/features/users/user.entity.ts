import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryColumn('varchar', { length: 36 })
  id!: string;

  /** The Firebase uid; the identity the server verified. */
  @Column('varchar', { length: 128, unique: true, nullable: true })
  firebaseUid!: string | null;

  /** Always in the form `normalizeEmail` gives. */
  @Column('varchar', { length: 320, unique: true })
  email!: string;

  /**
   * Whether the identity provider has vouched for `email`. False for an account made from a sign-in
   * whose address was not verified: the first sign-in that proves the address ends its sessions.
   * Accounts made by the operator (seeded, imported) count as verified.
   */
  @Column('boolean', { default: false })
  emailVerified!: boolean;

  @Column('varchar', { length: 200 })
  name!: string;

  @Column('text', { nullable: true })
  profileImage!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
