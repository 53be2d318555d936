/**
 * The WebOTP API: a browser that has it (Chrome on Android) offers to fill in the code of a text ending
 * `@<site host> #<code>` (server/auth/signInTexts.ts) with one tap. Browsers without it (and iOS, which fills in the
 * same text through `autocomplete="one-time-code"` instead) never call anything here.
 */

/** The credential the WebOTP API resolves with; TypeScript's DOM types do not describe it yet. */
interface OtpCredential extends Credential {
  code: string;
}

interface OtpRequest extends CredentialRequestOptions {
  otp: { transport: string[] };
}

function browserReadsTextedCodes(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && navigator.credentials !== undefined;
}

/**
 * Waits for the browser to hand over a texted code; undefined when the browser has no WebOTP, the reader declines, or
 * `signal` ends the wait (the code screen closed or the code was typed). Never throws: typing the code always works.
 */
export async function receiveTextedCode(signal: AbortSignal): Promise<string | undefined> {
  if (!browserReadsTextedCodes()) return undefined;
  const request: OtpRequest = { otp: { transport: ['sms'] }, signal };
  try {
    const credential = (await navigator.credentials.get(request)) as OtpCredential | null;
    return credential?.code || undefined;
  } catch {
    return undefined;
  }
}
