import { useQuery } from '@tanstack/react-query';
import { getScanOptions } from '@/client/@tanstack/react-query.gen';

export const useScan = (id: string) => useQuery(getScanOptions({ path: { id } }));
