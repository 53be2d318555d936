/**
 * Limits on sign-in messages per handle (an e-mail address or a phone number), beside
 * Better Auth's limits per client address. A client address is cheap to change; one victim's inbox or
 * phone is not, so its count must not reset when the requests come from somewhere else.
 *
 * The counts live in the identity store (SQLite or PostgreSQL), so every server instance sharing one
 * PostgreSQL sees the same count, and a restart does not reset it.
 *
 * To limit a new way of sending messages (SMS codes and links, for example), add its endpoint to
 * `messageEndpoints` with a function that finds the handle in the request body, or call
 * `consumeHandleAllowance` where the message is about to be sent.
 */
import { stringField } from './stringField.js';
import { APIError, type BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import * as z from 'zod';
import { betterAuthPaths, smsLinkPaths } from '../../contract/signIn.js';
import {
  allowanceModel,
  consumeAllowance,
  type Allowance,
  type AllowanceLimit,
  type CountStore,
} from './sharedAllowance.js';

export type HandleType = 'email_address' | 'phone_number';

export interface Handle {
  type: HandleType;
  value: string;
}

export type HandleLimit = AllowanceLimit;

export type HandleAllowance = Allowance;

export type { CountStore };

const email = z.email();

const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The handle as one mailbox or one phone: e-mail addresses lower-cased, with any `+tag` sub-address dropped
 * (`victim+1@x` and `victim+2@x` reach the same inbox) and Gmail's dots and second domain folded; phone numbers in E.164 (`+447700900123`), however
 * they were typed. Undefined for a value that is neither, which the endpoint itself then refuses.
 */
export function handleKey(handle: Handle): string | undefined {
  const value = handle.value.normalize('NFC').trim();
  if (handle.type === 'email_address') {
    if (!email.safeParse(value).success) return undefined;
    const at = value.lastIndexOf('@');
    const domain = value.slice(at + 1).toLowerCase();
    const local = (value.slice(0, at).split('+')[0] ?? '').toLowerCase();
    if (!local) return undefined;
    // Gmail ignores dots in the local part and answers at googlemail.com too: one inbox however it is spelled.
    if (gmailDomains.has(domain)) return `email_address:${local.replace(/\./g, '')}@gmail.com`;
    return `email_address:${local}@${domain}`;
  }
  const parsed = parsePhoneNumberFromString(value);
  if (parsed?.isPossible()) return `phone_number:${parsed.number}`;
  const digits = value.replace(/[^\d]/g, '');
  return digits.length >= 6 ? `phone_number:+${digits}` : undefined;
}

/** Counts one message to `handle` and says whether it may be sent (see ./sharedAllowance.ts). */
export async function consumeHandleAllowance(
  adapter: CountStore,
  handle: Handle,
  limit: HandleLimit,
  now: number = Date.now(),
): Promise<HandleAllowance> {
  const key = handleKey(handle);
  if (!key) return { allowed: true };
  return consumeAllowance(adapter, key, limit, now);
}

/** Finds the handle a request sends a message to, in its JSON body. */
export type HandleOfBody = (body: unknown) => Handle | undefined;

export function handleField(type: HandleType, field: string): HandleOfBody {
  return (body) => {
    const value = stringField(body, field);
    return value === undefined ? undefined : { type, value };
  };
}

/** Better Auth endpoints that send a sign-in message, and where each names its handle. */
export const messageEndpoints: Readonly<Record<string, HandleOfBody>> = {
  [betterAuthPaths.emailLink.send]: handleField('email_address', 'email'),
  [betterAuthPaths.emailCode.send]: handleField('email_address', 'email'),
  [betterAuthPaths.smsCode.send]: handleField('phone_number', 'phoneNumber'),
  [smsLinkPaths.send]: handleField('phone_number', 'phoneNumber'),
};

export function tooManyMessagesError(type: HandleType, retryAfterSeconds: number): APIError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const recipient = type === 'email_address' ? 'this address' : 'this phone number';
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'TOO_MANY_MESSAGES_TO_HANDLE',
      message: `Too many sign-in messages were sent to ${recipient}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** The Better Auth plugin: the count table, and a check before each endpoint that sends a message. */
export function handleRateLimit(
  limit: HandleLimit,
  endpoints: Readonly<Record<string, HandleOfBody>> = messageEndpoints,
) {
  return {
    id: 'handle-rate-limit',
    schema: {
      [allowanceModel]: {
        fields: {
          key: { type: 'string', unique: true, required: true },
          count: { type: 'number', required: true },
          windowStart: { type: 'number', bigint: true, required: true },
        },
      },
    },
    hooks: {
      before: [
        {
          matcher: (context) => Object.hasOwn(endpoints, context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const handle = endpoints[ctx.path]?.(ctx.body);
            if (!handle) return;
            const allowance = await consumeHandleAllowance(ctx.context.adapter, handle, limit);
            if (!allowance.allowed) throw tooManyMessagesError(handle.type, allowance.retryAfterSeconds);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
