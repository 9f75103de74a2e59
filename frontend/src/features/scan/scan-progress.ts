/*
 * What the 'Analyzing Food' overlay says, stage by stage. Only what the app really knows: the
 * photo is being shrunk on the phone, then it is on its way to the server, which answers when the
 * analysis is done. The browser does not tell a fetch how far its upload has got, so that stage
 * is shown as indeterminate rather than as a made-up percentage.
 */

export type ScanStage = 'preparing' | 'analysing';

export const SCAN_STAGES: readonly { stage: ScanStage; label: string; detail: string }[] = [
  { stage: 'preparing', label: 'Preparing the photo', detail: 'Shrinking your photo on this phone…' },
  {
    stage: 'analysing',
    label: 'Uploading and analysing',
    detail: 'Sending your photo and identifying the food. This usually takes a few seconds.',
  },
];

/** Where each stage stands while `current` runs: finished before it, current, or still to come. */
export function stageStatus(stage: ScanStage, current: ScanStage): 'done' | 'current' | 'next' {
  const order = SCAN_STAGES.map((s) => s.stage);
  const diff = order.indexOf(stage) - order.indexOf(current);
  return diff < 0 ? 'done' : diff === 0 ? 'current' : 'next';
}
