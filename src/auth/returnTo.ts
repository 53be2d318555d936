/**
 * Only a path on this site may be a return target, so the sign-in page cannot be used as an open redirect.
 * The value is parsed as a browser would (which drops tabs and newlines), not matched as text.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  const probe = 'http://return-target.invalid';
  let target: URL;
  try {
    target = new URL(value, probe);
  } catch {
    return '/';
  }
  return target.origin === probe ? `${target.pathname}${target.search}${target.hash}` : '/';
}
