import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { DisplayPreferences } from '../../generated/types.gen';
import { UserEntity } from '../users/user.entity';

/** One row per user who has chosen a language or units; the others follow their device. */
@Entity('display_preferences')
export class DisplayPreferencesEntity {
  @PrimaryColumn('varchar', { length: 36 })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column('varchar', { length: 8, nullable: true })
  language!: DisplayPreferences['language'];

  @Column('varchar', { length: 8, nullable: true })
  energyUnit!: DisplayPreferences['energyUnit'];

  @Column('varchar', { length: 8, nullable: true })
  massUnit!: DisplayPreferences['massUnit'];

  @Column('varchar', { length: 8, nullable: true })
  volumeUnit!: DisplayPreferences['volumeUnit'];

  @Column('varchar', { length: 8, nullable: true })
  bodyUnits!: DisplayPreferences['bodyUnits'];

  @UpdateDateColumn()
  updatedAt!: Date;
}
