import type { DataSource, Repository } from 'typeorm';
import type { DisplayPreferences } from '../../generated/types.gen';
import { DisplayPreferencesEntity } from './display-preferences.entity';

/** Until a user chooses, every choice follows their device (the browser's language and locale). */
export const FOLLOW_DEVICE: DisplayPreferences = {
  language: null,
  energyUnit: null,
  massUnit: null,
  volumeUnit: null,
  bodyUnits: null,
};

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
    await this.rows.upsert({ userId, ...preferences }, ['userId']);
    return this.get(userId);
  }
}
