import { useQuery } from '@tanstack/react-query';
import { getScanOptions } from '@/client/@tanstack/react-query.gen';

/** One scan, by id (a scan that is not the user's answers 404, like a missing one). */
export const scanQueryOptions = (id: string) => getScanOptions({ path: { id } });

export const useScan = (id: string) => useQuery(scanQueryOptions(id));
