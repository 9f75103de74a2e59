import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ResultScreen } from '@/features/results/components/result-screen';
import { scanQueryOptions } from '@/lib/scans/get-scan';
import { usePageTitle } from '../document-title';

/** /results/:id → the scan's result (keyed so a new id starts from a clean screen), titled by its food. */
export default function ResultRoute() {
  const { id = '' } = useParams();
  const scan = useQuery({ ...scanQueryOptions(id), enabled: false }); // the screen fetches it; this only reads it;
  usePageTitle(scan.data?.foodName);
  return <ResultScreen key={id} scanId={id} />;
}
