import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { TrainingCategory as ReferenceCategory } from '../../generated/types.gen';
import { UserEntity } from '../users/user.entity';

/**
 * A reference photo that teaches the user's recognizer a food: uploaded on the Training page, or
 * learned from a correction. Its table keeps the product's name, `training_images`.
 */
@Entity('training_images')
@Index('idx_training_images_user_category', ['userId', 'category'])
// A scan teaches at most one reference.
@Index('idx_training_images_scan', ['scanId'], { unique: true, where: '"scanId" IS NOT NULL' })
@Index('idx_training_images_saved_meal', ['savedMealId'])
export class ReferenceEntity {
  @PrimaryColumn('varchar', { length: 36 })
  id!: string;

  @Column('varchar', { length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column('varchar', { length: 32 })
  category!: ReferenceCategory;

  /** What the photo shows in the user's words ('homemade dal'), when they said. */
  @Column('varchar', { length: 120, nullable: true })
  label!: string | null;

  /** How it came: uploaded on the Training page, or learned when the user named a scan's food. */
  @Column('varchar', { length: 16, default: 'upload' })
  origin!: 'upload' | 'correction';

  /** The food database row it was learned for (a correction); null for an upload. */
  @Column('varchar', { length: 64, nullable: true })
  foodId!: string | null;

  /** The scan it was learned from (a correction); null for an upload. */
  @Column('varchar', { length: 36, nullable: true })
  scanId!: string | null;

  /** The scan's revision that named the food it teaches (a correction); null for an upload. */
  @Column('integer', { nullable: true })
  scanRevision!: number | null;

  /**
   * The saved meal this photo teaches (a whole plate, saved as a meal or corrected to its foods);
   * null for a reference of one food. Meal references are not shown on the Training page.
   */
  @Column('varchar', { length: 36, nullable: true })
  savedMealId!: string | null;

  /** The photo's image-model embedding (base64 float32, L2-normalised); null when the model was not installed. */
  @Column('text', { nullable: true })
  embedding!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
