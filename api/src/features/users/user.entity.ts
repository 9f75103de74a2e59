import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryColumn('varchar', { length: 36 })
  id!: string;

  /** The Firebase uid; the identity the server verified. */
  @Column('varchar', { length: 128, unique: true, nullable: true })
  firebaseUid!: string | null;

  @Column('varchar', { length: 320, unique: true })
  email!: string;

  @Column('varchar', { length: 200 })
  name!: string;

  @Column('text', { nullable: true })
  profileImage!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
