import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { TrainingCategory } from '../../generated/types.gen';
import { UserEntity } from '../users/user.entity';

/** A reference photo the user uploaded on the Training page, for one food category. */
@Entity('training_images')
@Index('idx_training_images_user_category', ['userId', 'category'])
export class TrainingImageEntity {
  @PrimaryColumn('varchar', { length: 36 })
  id!: string;

  @Column('varchar', { length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column('varchar', { length: 32 })
  category!: TrainingCategory;

  /** What the photo shows in the user's words ('homemade dal'), when they said. */
  @Column('varchar', { length: 120, nullable: true })
  label!: string | null;

  /** The photo's image-model embedding (base64 float32, L2-normalised); null when the model was not installed. */
  @Column('text', { nullable: true })
  embedding!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
