import { useParams } from 'react-router-dom';
import { ResultScreen } from '@/features/results/components/result-screen';

/** /results/:id → the scan's result (keyed so a new id starts from a clean screen). */
export default function ResultRoute() {
  const { id = '' } = useParams();
  return <ResultScreen key={id} scanId={id} />;
}
