import type { OpenCamera } from '@/components/camera/camera-source';

export type CameraScenario = 'fake' | 'denied' | 'unavailable' | 'pending';

/**
 * A camera that films a drawn plate of food (a canvas stream), so stories and
 * browser tests show a live preview without a device or a permission prompt.
 */
export const fakeCamera: OpenCamera = async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 960;
  canvas.height = 1280;
  const context = canvas.getContext('2d')!;
  let frame = 0;
  const draw = () => {
    frame += 1;
    context.fillStyle = '#7a5a3a';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#f4f1ea';
    context.beginPath();
    context.arc(480, 640, 360, 0, Math.PI * 2);
    context.fill();
    const foods = ['#d93b2b', '#f2b134', '#4f9d3a', '#e86f2d'];
    foods.forEach((colour, i) => {
      const angle = (i / foods.length) * Math.PI * 2 + frame / 120;
      context.fillStyle = colour;
      context.beginPath();
      context.arc(480 + Math.cos(angle) * 150, 640 + Math.sin(angle) * 150, 90, 0, Math.PI * 2);
      context.fill();
    });
  };
  draw();
  const stream = canvas.captureStream(15);
  const timer = setInterval(draw, 100);
  // Stop drawing once the component stops the track.
  stream.getVideoTracks()[0]?.addEventListener('ended', () => clearInterval(timer));
  const originalStop = MediaStreamTrack.prototype.stop;
  for (const track of stream.getTracks()) {
    track.stop = function stop() {
      clearInterval(timer);
      originalStop.call(this);
    };
  }
  return stream;
};

export const deniedCamera: OpenCamera = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));

export const unavailableCamera: OpenCamera = () =>
  Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));

export const pendingCamera: OpenCamera = () => new Promise<MediaStream>(() => undefined);

export const cameraFor = (scenario: CameraScenario): OpenCamera =>
  ({ fake: fakeCamera, denied: deniedCamera, unavailable: unavailableCamera, pending: pendingCamera })[scenario];
