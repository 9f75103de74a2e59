import { InitialSchema1763850000000 } from './1763850000000-initial-schema';

/** Every migration, oldest first. Listed explicitly so bundlers and tsx need no globbing. */
export const migrations = [InitialSchema1763850000000];
