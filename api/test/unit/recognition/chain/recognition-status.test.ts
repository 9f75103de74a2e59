import { describe, expect, it } from 'vitest';
import {
  recognizerBannerLines,
  summarizeRecognizers,
} from '../../../../src/features/recognition/chain/recognition-status';

const printReaders = [
  { name: 'label', ok: true, message: 'reads Nutrition Facts panels (English)' },
  { name: 'barcode', ok: true, message: 'reads EAN-13, UPC-A and QR codes' },
];
const notInstalled = [
  { name: 'references', ok: false, optional: true, message: 'needs the image model' },
  { name: 'model', ok: false, optional: true, message: 'the image model is not installed (npm run models:install)' },
];

describe('the recognizers’ state', () => {
  it('says photo recognition is off without the image model or a vision model, and what each missing one costs', () => {
    const summary = summarizeRecognizers([...printReaders, ...notInstalled]);
    expect(summary.photoRecognition).toBe(false);
    expect(summary.recognizers.map((r) => [r.id, r.state])).toEqual([
      ['label', 'on'],
      ['barcode', 'on'],
      ['references', 'off'],
      ['model', 'off'],
      ['openai', 'off'],
    ]);
    const model = summary.recognizers.find((r) => r.id === 'model')!;
    expect(model.whenOff).toBe(
      'Photo recognition is off: the image model is not installed. Run npm run models:install.',
    );
    expect(summary.recognizers.find((r) => r.id === 'references')!.whenOff).toMatch(
      /Training photos are kept but not used until the image model is installed/,
    );
    expect(summary.recognizers.find((r) => r.id === 'label')!.whenOff).toBeNull();
  });

  it('has photo recognition on with a vision model alone, and says what the missing on-device model costs', () => {
    const summary = summarizeRecognizers([
      ...printReaders,
      ...notInstalled,
      { name: 'openai', ok: true, message: 'model gpt-4o-mini is available' },
    ]);
    expect(summary.photoRecognition).toBe(true);
    expect(summary.recognizers.find((r) => r.id === 'model')!.whenOff).toMatch(/^The on-device model is off/);
  });

  it('reports a broken model as an error, not as off', () => {
    const summary = summarizeRecognizers([
      ...printReaders,
      { name: 'model', ok: false, message: 'the image model failed to load: bad file' },
    ]);
    expect(summary.recognizers.find((r) => r.id === 'model')).toMatchObject({
      state: 'error',
      detail: 'the image model failed to load: bad file',
      whenOff: 'Photo recognition is off: the image model failed to load. Run npm run models:install.',
    });
  });

  it('puts each recognizer, on or off, and the cost of each missing one in the start banner', () => {
    const banner = recognizerBannerLines(summarizeRecognizers([...printReaders, ...notInstalled])).join('\n');
    expect(banner).toContain('on   Nutrition labels');
    expect(banner).toContain('off  Photo recognition (on-device image model)');
    expect(banner).toContain('Photo recognition is off: the image model is not installed. Run npm run models:install.');
    expect(banner).toContain('No vision model is asked');
    expect(banner.indexOf('Photo recognition is off')).toBeLessThan(banner.indexOf('Training photos are kept'));
    const on = recognizerBannerLines(
      summarizeRecognizers([
        ...printReaders,
        { name: 'references', ok: true, message: 'matches your reference photos from Training' },
        { name: 'model', ok: true, message: 'mobilenetv2-12-int8.onnx loaded' },
      ]),
    ).join('\n');
    expect(on).toContain('on   Photo recognition (on-device image model)');
    expect(on).not.toMatch(/is off|No vision model/);
  });
});
