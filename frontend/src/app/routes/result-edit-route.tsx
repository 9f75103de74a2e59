import { useParams } from 'react-router-dom';
import { ScanEditorScreen } from '@/features/results/components/scan-editor';

/** /results/:id/edit → the scan's editor (keyed so another scan starts from a clean draft). */
export default function ResultEditRoute() {
  const { id = '' } = useParams();
  return <ScanEditorScreen key={id} scanId={id} />;
}
