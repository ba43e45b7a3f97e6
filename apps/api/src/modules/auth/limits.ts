import type { FastifyRequest } from 'fastify';
import { bodyField, byIp, type LimitRule } from '../../plugins/rate-limits';
import { otpCooldown } from '../otp/otp.service';

const MINUTE = 60_000;

/** `ip|identifier`: tries at one account from one place. */
function ipAnd(field: string) {
  const get = bodyField(field);
  return (request: FastifyRequest) => {
    const value = get(request);
    return value ? `${request.ip}|${value}` : null;
  };
}

/**
 * Request limits of the account routes (scaled by RATE_LIMIT_FACTOR). Per-code limits (5 tries, one send
 * a minute, 5 an hour) are kept with the codes themselves, in the database.
 */
export const LIMITS = {
  login: [
    { name: 'login-ip', max: 30, windowMs: MINUTE, key: byIp },
    { name: 'login-ip-id', max: 10, windowMs: MINUTE, key: ipAnd('phone_or_email') },
  ],
  signup: [{ name: 'signup-ip', max: 10, windowMs: 10 * MINUTE, key: byIp }],
  refresh: [{ name: 'refresh-ip', max: 60, windowMs: MINUTE, key: byIp }],
  phoneCodeSend: [{ name: 'code-send-ip', max: 10, windowMs: 10 * MINUTE, key: byIp }],
  phoneCodeVerify: [
    { name: 'code-verify-ip', max: 30, windowMs: 10 * MINUTE, key: byIp },
    { name: 'code-verify-phone', max: 10, windowMs: 10 * MINUTE, key: bodyField('phone') },
  ],
  // One reset code a minute per address or phone, whether or not it has an account, so the answer
  // cannot tell the two apart.
  resetCodeSend: (field: string): LimitRule[] => [
    { name: 'code-send-ip', max: 10, windowMs: 10 * MINUTE, key: byIp },
    { name: 'reset-code-id', max: 1, windowMs: MINUTE, key: bodyField(field), error: otpCooldown },
  ],
  resetCodeVerify: [
    { name: 'code-verify-ip', max: 30, windowMs: 10 * MINUTE, key: byIp },
    { name: 'reset-verify-id', max: 10, windowMs: 10 * MINUTE, key: bodyField('phone_or_email') },
  ],
  resetPassword: [{ name: 'reset-ip', max: 10, windowMs: 10 * MINUTE, key: byIp }],
} satisfies Record<string, LimitRule[] | ((field: string) => LimitRule[])>;
