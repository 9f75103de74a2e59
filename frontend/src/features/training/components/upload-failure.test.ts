import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { uploadFailure } from './training-screen';

const refused = (status: number, message: string) => new ApiError(status, '', { error: { code: 'x', message } });

describe('uploadFailure', () => {
  it("shows the server's reason for a refused training upload, and a plain retry for server trouble", () => {
    expect(uploadFailure(refused(415, 'Please upload a photo: JPEG, PNG, WebP or HEIC.'))).toBe(
      'Please upload a photo: JPEG, PNG, WebP or HEIC.',
    );
    expect(uploadFailure(refused(429, 'Too many training uploads. Try again in 3 seconds.'))).toBe(
      'Too many training uploads. Try again in 3 seconds.',
    );
    expect(uploadFailure(refused(503, 'Busy.'))).toBe('Please try again');
  });
});
