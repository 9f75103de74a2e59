import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { recognizedBanana } from '@/testing/mocks/handlers';
import { percent, recognitionFailure } from './recognition-engine-test-rules';

describe('recognition engine test rules', () => {
  it("titles every failure 'Recognition Failed', with the server's reason or a fallback", () => {
    const noFood = { ...recognizedBanana, success: false, error: 'No food was found in this photo.' };
    expect(recognitionFailure({ answer: noFood })).toEqual({
      title: 'Recognition Failed',
      description: 'No food was found in this photo.',
      detail: null,
    });
    expect(recognitionFailure({ answer: { ...noFood, errorDetail: 'model is off (not installed)' } }).detail).toBe(
      'model is off (not installed)',
    );
    expect(recognitionFailure({ answer: { ...noFood, error: null } }).description).toBe('Recognition failed');
    const refused = new ApiError(415, '', { error: { code: 'unsupported_media_type', message: 'Not an image.' } });
    expect(recognitionFailure({ error: refused }).description).toBe('Not an image.');
    expect(recognitionFailure({ error: new TypeError('Failed to fetch') }).description).toBe('Upload failed');
  });

  it('shows confidence fractions as percents', () => {
    expect(percent(0.94)).toBe('94%');
    expect(percent(0.615)).toBe('62%');
  });
});
