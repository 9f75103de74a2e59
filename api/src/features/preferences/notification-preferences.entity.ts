import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ReminderTime } from '../../generated/types.gen';
import { UserEntity } from '../users/user.entity';

/** One row per user who has saved their notification preferences; the others get the defaults. */
@Entity('notification_preferences')
export class NotificationPreferencesEntity {
  @PrimaryColumn('varchar', { length: 36 })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column('boolean')
  pushNotifications!: boolean;

  @Column('boolean')
  emailNotifications!: boolean;

  @Column('boolean')
  scanReminders!: boolean;

  @Column('boolean')
  weeklyReports!: boolean;

  @Column('boolean')
  newFeatures!: boolean;

  @Column('varchar', { length: 5 })
  reminderTime!: ReminderTime;

  @UpdateDateColumn()
  updatedAt!: Date;
}
