import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { loadMessages, makeIntl } from '@/lib/i18n/intl';
import { messages as english } from '@/lib/i18n/messages/en';
import { uploadFailure } from './training-screen';

const refused = (status: number, message: string) => new ApiError(status, '', { error: { code: 'x', message } });

describe('uploadFailure', () => {
  it("shows the server's reason for a refused training upload, and a plain retry for server trouble", async () => {
    const intl = makeIntl('en', english);
    expect(uploadFailure(refused(415, 'Please upload a photo: JPEG, PNG, WebP or HEIC.'), intl)).toBe(
      'Please upload a photo: JPEG, PNG, WebP or HEIC.',
    );
    expect(uploadFailure(refused(429, 'Too many training uploads. Try again in 3 seconds.'), intl)).toBe(
      'Too many training uploads. Try again in 3 seconds.',
    );
    expect(uploadFailure(refused(503, 'Busy.'), intl)).toBe('Please try again');
    expect(uploadFailure(refused(503, 'Busy.'), makeIntl('de-DE', await loadMessages('de')))).toBe(
      'Bitte versuch es noch einmal',
    );
  });
});
