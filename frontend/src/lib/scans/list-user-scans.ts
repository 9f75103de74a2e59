import { useQuery } from '@tanstack/react-query';
import { listUserScansOptions } from '@/client/@tanstack/react-query.gen';

/** A user's scans, newest first. */
export const userScansQueryOptions = (userId: string) => listUserScansOptions({ path: { userId } });

export const useUserScans = (userId: string) => useQuery(userScansQueryOptions(userId));
