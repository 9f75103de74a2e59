/*
 * What the 'Analyzing Food' overlay says, stage by stage. Only what the app really knows: the
 * photo is shrunk on the phone, then sent (the browser reports how much of it has gone, so that
 * stage shows a real percentage), then analysed on the server, which answers when it is done:
 * that stage has no measure, so it is shown as indeterminate rather than as a made-up percentage.
 */
import type { MessageId } from '@/lib/i18n/intl';
import type { ScanProgress } from '@/lib/scans/create-scan';

export type ScanStage = ScanProgress['stage'];
export type { ScanProgress };

/** Each stage's name and what it says while it runs, as message ids. */
export const SCAN_STAGES: readonly { stage: ScanStage; label: MessageId; detail: MessageId }[] = [
  { stage: 'preparing', label: 'scan.stage.preparing', detail: 'scan.stage.preparingDetail' },
  { stage: 'uploading', label: 'scan.stage.uploading', detail: 'scan.stage.uploadingDetail' },
  { stage: 'analysing', label: 'scan.stage.analysing', detail: 'scan.stage.analysingDetail' },
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
