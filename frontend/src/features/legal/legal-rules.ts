import type { MessageId } from '@/lib/i18n/intl';
import { APP_INFO } from '@/lib/app-info';

/**
 * Facts of the legal pages: when they last changed (the release's date, which APP_INFO writes in
 * English words, read as the day it names), the minimum age, how soon we answer.
 */
export const LEGAL_LAST_UPDATED = new Date(`${APP_INFO.lastUpdated} UTC`);
export const MINIMUM_AGE = 13;
export const LEGAL_RESPONSE_HOURS = 48;

export interface BackLink {
  to: string;
  label: MessageId;
}

/**
 * Where a legal page's back link goes: the landing page when it was opened from there
 * (`?return=homepage`), otherwise the profile that links to it.
 */
export function legalBackLink(search: string | URLSearchParams): BackLink {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('return') === 'homepage'
    ? { to: '/', label: 'legal.backHome' }
    : { to: '/profile', label: 'legal.backProfile' };
}
