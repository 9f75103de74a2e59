import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextProgress, useScanProgress } from './scan-progress';

describe('nextProgress', () => {
  it('adds up to 15 points and caps at 100', () => {
    expect(nextProgress(0, 0.5)).toBe(7.5);
    expect(nextProgress(10, 0.999)).toBeCloseTo(24.985);
    expect(nextProgress(95, 0.9)).toBe(100);
  });
});

describe('useScanProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every 200 ms by the random step', () => {
    const { result } = renderHook(() => useScanProgress(true, () => 0.4)); // 6 points a tick
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.progress).toBe(6);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current.progress).toBe(18);
  });

  it('caps at 100 and settles 500 ms after reaching it', () => {
    const { result } = renderHook(() => useScanProgress(true, () => 0.99)); // 14.85 a tick: 7 ticks to 100
    act(() => vi.advanceTimersByTime(7 * 200));
    expect(result.current.progress).toBe(100);
    expect(result.current.settled).toBe(false);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.settled).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.settled).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.progress).toBe(100);
  });

  it('resets to 0 when hidden', () => {
    const { result, rerender } = renderHook(({ active }) => useScanProgress(active, () => 0.5), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.progress).toBeGreaterThan(0);
    rerender({ active: false });
    expect(result.current).toEqual({ progress: 0, settled: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.progress).toBe(0);
  });
});
