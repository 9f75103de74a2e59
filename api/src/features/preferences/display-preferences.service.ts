import type { DataSource, Repository } from 'typeorm';
import type { DisplayPreferences } from '../../generated/types.gen';
import { FOLLOW_DEVICE } from '@rules/preferences/follow-device';
import { DisplayPreferencesEntity } from './display-preferences.entity';

const toPreferences = (row: DisplayPreferencesEntity): DisplayPreferences => ({
  language: row.language,
  energyUnit: row.energyUnit,
  massUnit: row.massUnit,
  volumeUnit: row.volumeUnit,
  bodyUnits: row.bodyUnits,
});

export class DisplayPreferencesService {
  private readonly rows: Repository<DisplayPreferencesEntity>;

  constructor(dataSource: DataSource) {
    this.rows = dataSource.getRepository(DisplayPreferencesEntity);
  }

  async get(userId: string): Promise<DisplayPreferences> {
    const row = await this.rows.findOneBy({ userId });
    return row ? toPreferences(row) : { ...FOLLOW_DEVICE };
  }

  /** Saves the whole set (an upsert: the first save creates the row). */
  async save(userId: string, preferences: DisplayPreferences): Promise<DisplayPreferences> {
    await this.rows.upsert({ ...preferences, userId }, ['userId']);
    return this.get(userId);
  }
}
