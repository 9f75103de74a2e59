/*
 * What the 'Analyzing Food' overlay says, stage by stage. Only what the app really knows: the
 * photo is shrunk on the phone, then sent (the browser reports how much of it has gone, so that
 * stage shows a real percentage), then analysed on the server, which answers when it is done:
 * that stage has no measure, so it is shown as indeterminate rather than as a made-up percentage.
 */
import type { ScanProgress } from '@/lib/scans/create-scan';

export type ScanStage = ScanProgress['stage'];
export type { ScanProgress };

export const SCAN_STAGES: readonly { stage: ScanStage; label: string; detail: string }[] = [
  { stage: 'preparing', label: 'Preparing the photo', detail: 'Shrinking your photo on this phone…' },
  { stage: 'uploading', label: 'Uploading', detail: 'Sending your photo…' },
  {
    stage: 'analysing',
    label: 'Identifying the food',
    detail: 'Identifying the food and working out its nutrition. This usually takes a few seconds.',
  },
];

/** Where each stage stands while `current` runs: finished before it, current, or still to come. */
export function stageStatus(stage: ScanStage, current: ScanStage): 'done' | 'current' | 'next' {
  const order = SCAN_STAGES.map((s) => s.stage);
  const diff = order.indexOf(stage) - order.indexOf(current);
  return diff < 0 ? 'done' : diff === 0 ? 'current' : 'next';
}

/** The share of the upload sent, as a whole percentage, while it is sent and measured; else null. */
export function uploadPercent(progress: ScanProgress): number | null {
  return progress.stage === 'uploading' && progress.sent !== null
    ? Math.round(Math.min(1, Math.max(0, progress.sent)) * 100)
    : null;
}
