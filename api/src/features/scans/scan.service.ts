import type { DataSource } from 'typeorm';
import type { Scan } from '../../generated/types.gen';
import { ScanEntity } from './scan.entity';

export function toScan(entity: ScanEntity): Scan {
  return {
    id: entity.id,
    userId: entity.userId,
    foodName: entity.foodName,
    imageUrl: entity.imageUrl,
    confidence: entity.confidence,
    calories: entity.calories,
    protein: entity.protein,
    carbs: entity.carbs,
    fat: entity.fat,
    ingredients: entity.ingredients,
    allergens: entity.allergens,
    nutritionalInfo: entity.nutritionalInfo,
    createdAt: entity.createdAt.toISOString(),
  };
}

export class ScanService {
  constructor(private readonly dataSource: DataSource) {}

  private get scans() {
    return this.dataSource.getRepository(ScanEntity);
  }

  /** A scan, only if it belongs to `ownerId`: other users' scans are indistinguishable from missing ones. */
  async findOwned(id: string, ownerId: string): Promise<Scan | null> {
    const scan = await this.scans.findOneBy({ id, userId: ownerId });
    return scan ? toScan(scan) : null;
  }

  async listForUser(userId: string): Promise<Scan[]> {
    const rows = await this.scans.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toScan);
  }

  /** Stores a finished scan record (the analysis pipeline produces its fields). */
  async save(scan: Omit<ScanEntity, 'createdAt' | 'user'> & { createdAt?: Date }): Promise<Scan> {
    const saved = await this.scans.save(this.scans.create(scan));
    return toScan(saved);
  }
}
