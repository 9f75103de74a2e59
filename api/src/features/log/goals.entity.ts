import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * One version of a user's daily goals, in force from `effectiveFrom` until the next version: a
 * change applies from that moment on, and earlier days keep the goals they had.
 */
@Entity('goals')
@Index('idx_goals_user_effective', ['userId', 'effectiveFrom'])
export class GoalsEntity {
  @PrimaryColumn('varchar', { length: 36 })
  id!: string;

  @Column('varchar', { length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  /** kcal per day. */
  @Column('integer')
  calories!: number;

  /** Grams per day. */
  @Column('integer')
  protein!: number;

  @Column('integer')
  carbs!: number;

  @Column('integer')
  fat!: number;

  /** When this version was saved: it is in force from then on. */
  @CreateDateColumn()
  effectiveFrom!: Date;
}
