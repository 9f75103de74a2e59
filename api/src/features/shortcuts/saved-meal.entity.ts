import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import type { RememberedItem } from './remembered-items';

/** Foods a user eats together, in their portions, under a name: logged again in one tap. */
@Entity('saved_meals')
@Index('idx_saved_meals_user_updated', ['userId', 'updatedAt'])
export class SavedMealEntity {
  @PrimaryColumn('varchar', { length: 36 })
  id!: string;

  @Column('varchar', { length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column('varchar', { length: 80 })
  name!: string;

  /** The foods as the user chose them, each with the name and grams it had when saved. */
  @Column('simple-json')
  items!: RememberedItem[];

  @Column({ type: Date })
  createdAt!: Date;

  /** When its name or foods last changed: the list shows the latest first. */
  @Column({ type: Date })
  updatedAt!: Date;
}
