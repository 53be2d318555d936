/** A string field of a request's parsed body or query, which Better Auth hands to hooks as `unknown`. */
export function stringField(fields: unknown, name: string): string | undefined {
  const value = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}
