import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type {
  Identification,
  Ingredient,
  Meal,
  NutritionalInfo,
  ScanItem,
  Suggestion,
} from '../../generated/types.gen';
import { UserEntity } from '../users/user.entity';

@Entity('scans')
@Index('idx_scans_user_created', ['userId', 'createdAt'])
@Index('idx_scans_user_idempotency', ['userId', 'idempotencyKey'], { unique: true })
export class ScanEntity {
  @PrimaryColumn('varchar', { length: 36 })
  id!: string;

  @Column('varchar', { length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column('varchar', { length: 200 })
  foodName!: string;

  @Column('text', { nullable: true })
  imageUrl!: string | null;

  @Column('text', { nullable: true })
  thumbnailUrl!: string | null;

  /** Percent, 0-100. */
  @Column('double precision', { nullable: true })
  confidence!: number | null;

  @Column('double precision', { nullable: true })
  calories!: number | null;

  /** The totals as numbers, so days add up in the database (null when no item knows them). */
  @Column('double precision', { nullable: true })
  proteinG!: number | null;

  @Column('double precision', { nullable: true })
  carbsG!: number | null;

  @Column('double precision', { nullable: true })
  fatG!: number | null;

  @Column('double precision', { nullable: true })
  fibreG!: number | null;

  @Column('double precision', { nullable: true })
  sugarG!: number | null;

  @Column('double precision', { nullable: true })
  sodiumMg!: number | null;

  /** Breakfast, lunch, dinner or snack: from the local time it was taken, or as the user set it. */
  @Column('varchar', { length: 16, default: 'snack' })
  meal!: Meal;

  @Column('simple-json')
  ingredients!: Ingredient[];

  @Column('simple-json')
  allergens!: string[];

  @Column('simple-json', { nullable: true })
  nutritionalInfo!: NutritionalInfo | null;

  /** Whether the photo was identified, by which recognizer, and if not, why. */
  @Column('simple-json')
  identification!: Identification;

  /** What the meal is made of; its totals, ingredients and allergens are computed from these. */
  @Column('simple-json')
  items!: ScanItem[];

  /** Other foods the photo may show, best first (the items' foods left out). */
  @Column('simple-json', { default: '[]' })
  suggestions!: Suggestion[];

  /** The user's own note. */
  @Column('varchar', { length: 500, nullable: true })
  note!: string | null;

  /** When the scan was first identified, by a recognizer or by the user. */
  @Column({ type: Date, nullable: true })
  identifiedAt!: Date | null;

  /** The key the upload came with, when the client sent one: a retry with it finds this scan. */
  @Column('varchar', { length: 64, nullable: true })
  idempotencyKey!: string | null;

  /** SHA-256 of the request that came with `idempotencyKey`: the key again with another request is refused. */
  @Column('varchar', { length: 64, nullable: true })
  idempotencyFingerprint!: string | null;

  /** When the user last corrected its items. */
  @Column({ type: Date, nullable: true })
  correctedAt!: Date | null;

  /**
   * Counts changes of its items: a correction writes only over the revision it was planned on, and
   * what the scan teaches is tied to the revision that named the food.
   */
  @Column('integer', { default: 0 })
  revision!: number;

  /** The entry this one was logged again from; its photo, if any, is a copy of that entry's. */
  @Column('varchar', { length: 36, nullable: true })
  loggedAgainFrom!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
