import { MESSAGES } from '@kandamul/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { isApiError } from '../../lib/api/api-error';
import { accountMessages } from '../../lib/i18n/locales/ne/account';

/**
 * Shows an English message (a domain validation message, a SPEC §8 toast or the server's text) in the
 * current language: Nepali when a translation exists, else as it is.
 */
export function useMessageText() {
  const { i18n } = useTranslation();
  const nepali = i18n.language === 'ne';
  return useCallback(
    (message: string): string => (nepali ? (accountMessages[message] ?? message) : message),
    [nepali],
  );
}

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The message the server itself sent (message, error or detail), not our generic fallback. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return (
    stringField(error.body, 'message') ??
    stringField(error.body, 'error') ??
    stringField(error.body, 'detail')
  );
}

/** The first server message for a field (`errors.phone[0]`), if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const list = error.errors?.[field];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined;
}

/** Whether the call never got an HTTP answer (offline, DNS, refused) or failed outside HTTP. */
export function isNetworkError(error: unknown): boolean {
  return !isApiError(error) || error.code === 'NETWORK';
}

/** A failed code check the screen must wait out rather than toast: the code is locked, or checks are limited. */
export interface VerifyBlock {
  code: 'OTP_LOCKED' | 'RATE_LIMITED';
  /** Seconds until a new code may be asked for (locked) or the next check is taken (limited). */
  seconds: number;
}

export function verifyBlock(error: unknown): VerifyBlock | null {
  if (!isApiError(error) || (error.code !== 'OTP_LOCKED' && error.code !== 'RATE_LIMITED')) return null;
  const retry = (error.body as { retry_after?: unknown } | undefined)?.retry_after;
  const seconds = typeof retry === 'number' && retry > 0 ? Math.ceil(retry) : 0;
  return { code: error.code, seconds };
}

/** SPEC §8 for a failed code check: the server's message, else 'Invalid OTP'; no answer at all is unexpected. */
export function otpVerifyFailureMessage(error: unknown): string {
  return isNetworkError(error) ? MESSAGES.unexpectedError : (serverMessage(error) ?? MESSAGES.otpInvalid);
}
