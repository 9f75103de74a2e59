/*
 * When the server takes a scan's `capturedAt` as the time it was eaten: the phone queues scans taken
 * offline and keeps its own margin under the limit, so a queued photo is never refused on the way.
 */

/** The oldest a scan's capture time may be when it reaches the server (an offline scan sent late). */
export const MAX_CAPTURE_AGE_MS = 7 * 24 * 60 * 60_000;
/** How far ahead of the server's clock a phone's clock may be. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
