import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import type { RememberedItem } from './remembered-items';

/** A food a user starred, in the amount they keep it at: one tap away on the scanner. */
@Entity('favourite_foods')
@Index('idx_favourite_foods_user_starred', ['userId', 'starredAt'])
export class FavouriteFoodEntity {
  @PrimaryColumn('varchar', { length: 36 })
  userId!: string;

  @PrimaryColumn('varchar', { length: 64 })
  foodId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  /** The amount as the user chose it, with the food's name and grams when starred. */
  @Column('simple-json')
  item!: RememberedItem;

  /** When it was first starred: the list shows the latest first. */
  @Column({ type: Date })
  starredAt!: Date;
}
