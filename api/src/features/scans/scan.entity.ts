import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Ingredient, NutritionalInfo, ScanAnalysis } from '../../generated/types.gen';
import { UserEntity } from '../users/user.entity';

@Entity('scans')
@Index('idx_scans_user_created', ['userId', 'createdAt'])
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

  @Column('varchar', { length: 32, nullable: true })
  protein!: string | null;

  @Column('varchar', { length: 32, nullable: true })
  carbs!: string | null;

  @Column('varchar', { length: 32, nullable: true })
  fat!: string | null;

  @Column('simple-json')
  ingredients!: Ingredient[];

  @Column('simple-json')
  allergens!: string[];

  @Column('simple-json', { nullable: true })
  nutritionalInfo!: NutritionalInfo | null;

  /** Which recognizer answered, why not, and what each item matched. */
  @Column('simple-json', { nullable: true })
  analysis!: ScanAnalysis | null;

  @CreateDateColumn()
  createdAt!: Date;
}
