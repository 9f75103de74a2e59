import { useEffect, useRef, useState } from 'react';

/** A tick every 200 ms, a random step of up to 15 points, capped at 100; the overlay may close 500 ms after 100. */
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_MAX_STEP = 15;
export const PROGRESS_CAP = 100;
export const OVERLAY_CLOSE_DELAY_MS = 500;

/** One tick: `random` is in [0, 1) like Math.random. */
export const nextProgress = (progress: number, random: number) =>
  Math.min(PROGRESS_CAP, progress + random * PROGRESS_MAX_STEP);

/**
 * A scan's progress while `active` (the bar of the 'Analyzing Food' overlay): ticks up to 100, then
 * reports `settled` 500 ms later. It resets to 0 whenever it is not active.
 */
export function useScanProgress(active: boolean, random: () => number = Math.random) {
  const [progress, setProgress] = useState(0);
  const [settled, setSettled] = useState(false);
  const randomRef = useRef(random);
  useEffect(() => {
    randomRef.current = random;
  }, [random]);

  // Reset to 0 as soon as the overlay is hidden (adjusting state during render, as React recommends).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (!active) {
      setProgress(0);
      setSettled(false);
    }
  }

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      setProgress((current) => nextProgress(current, randomRef.current()));
    }, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);

  const full = progress >= PROGRESS_CAP;
  useEffect(() => {
    if (!active || !full) return;
    const timer = setTimeout(() => setSettled(true), OVERLAY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, full]);

  return { progress: Math.round(progress), settled };
}
