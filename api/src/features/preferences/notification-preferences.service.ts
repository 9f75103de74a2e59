import type { DataSource, Repository } from 'typeorm';
import type { NotificationPreferences } from '../../generated/types.gen';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@rules/preferences/default-notification-preferences';
import { NotificationPreferencesEntity } from './notification-preferences.entity';

const toPreferences = (row: NotificationPreferencesEntity): NotificationPreferences => ({
  pushNotifications: row.pushNotifications,
  emailNotifications: row.emailNotifications,
  scanReminders: row.scanReminders,
  weeklyReports: row.weeklyReports,
  newFeatures: row.newFeatures,
  reminderTime: row.reminderTime,
});

export class NotificationPreferencesService {
  private readonly rows: Repository<NotificationPreferencesEntity>;

  constructor(dataSource: DataSource) {
    this.rows = dataSource.getRepository(NotificationPreferencesEntity);
  }

  async get(userId: string): Promise<NotificationPreferences> {
    const row = await this.rows.findOneBy({ userId });
    return row ? toPreferences(row) : { ...DEFAULT_NOTIFICATION_PREFERENCES };
  }

  /** Saves the whole set (an upsert: the first save creates the row). */
  async save(userId: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
    await this.rows.upsert({ userId, ...preferences }, ['userId']);
    return this.get(userId);
  }
}
