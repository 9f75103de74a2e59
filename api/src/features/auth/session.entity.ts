import { Column, CreateDateColumn, Entity, Index, ManyToOne, JoinColumn, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A signed-in browser. The cookie carries a random token; only its SHA-256
 * is stored, so a leaked database cannot be replayed as sessions.
 */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn('varchar', { length: 64 })
  tokenHash!: string;

  @Index('idx_sessions_user')
  @Column('varchar', { length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @CreateDateColumn()
  createdAt!: Date;

  @Column({ type: Date })
  expiresAt!: Date;
}
