import { useEffect, useRef } from 'react';
import { followReducedMotion } from '../background-motion';
import styles from './landing-page.module.css';

/**
 * The landing page's looping, muted background (rendered by scripts/render-landing-video.sh).
 * Decorative, so hidden from assistive technology; paused for people who ask for reduced motion.
 */
export function BackgroundVideo() {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => (video.current ? followReducedMotion(video.current) : undefined), []);

  return (
    <video
      ref={video}
      className={styles.video}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster="/videos/landing-poster.jpg"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="landing-video"
    >
      <source src="/videos/landing.webm" type="video/webm" />
      <source src="/videos/landing.mp4" type="video/mp4" />
    </video>
  );
}
