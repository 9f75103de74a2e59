import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { User } from '../../generated/types.gen';
import { ScanEntity } from '../scans/scan.entity';
import { UserEntity } from './user.entity';

export interface NewUser {
  email: string;
  name: string;
  profileImage?: string | null;
  firebaseUid?: string | null;
}

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  private get users() {
    return this.dataSource.getRepository(UserEntity);
  }

  async create(input: NewUser): Promise<UserEntity> {
    const user = this.users.create({
      id: randomUUID(),
      email: input.email.toLowerCase(),
      name: input.name,
      profileImage: input.profileImage ?? null,
      firebaseUid: input.firebaseUid ?? null,
    });
    return this.users.save(user);
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** The app user as the screens read it, with the live scan count. */
  async toAppUser(user: UserEntity): Promise<User> {
    const totalScans = await this.dataSource.getRepository(ScanEntity).countBy({ userId: user.id });
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      profileImage: user.profileImage,
      totalScans,
    };
  }
}
