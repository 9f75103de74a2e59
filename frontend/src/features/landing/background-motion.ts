/**
 * Plays the decorative background video, or pauses it for people who ask for reduced motion, and
 * follows that setting while the page is open. Returns the function that stops following it.
 */
export function followReducedMotion(video: HTMLVideoElement): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const apply = () => {
    if (reduced.matches) video.pause();
    // play() rejects when autoplay is refused (data saver): the poster stays, which is fine.
    else void video.play()?.catch(() => undefined);
  };
  apply();
  reduced.addEventListener('change', apply);
  return () => reduced.removeEventListener('change', apply);
}
