/**
 * A real JPEG drawn on a canvas (browser only), for stories and browser
 * tests that upload a photo: it decodes, so the downsizing path runs.
 */
export async function samplePhoto(width = 2400, height = 1800, name = 'lunch.jpg'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#e9dcc6';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#f7f7f2';
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) * 0.4, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#5c9e31';
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) * 0.2, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.9),
  );
  return new File([blob], name, { type: 'image/jpeg' });
}
