/**
 * Personal access tokens, which let an AI assistant reach the MCP endpoint as the reader who made them:
 * the facts the "Access tokens" page and the server share.
 */
import * as z from 'zod';

export const accessTokenPaths = {
  /** GET lists the reader's tokens, POST creates one (its secret is in that answer only). */
  collection: '/api/access-tokens',
  /** DELETE `/api/access-tokens/<id>` revokes one. */
  item: (id: string) => `/api/access-tokens/${encodeURIComponent(id)}`,
  /** The MCP endpoint the tokens open. */
  mcp: '/mcp',
} as const;

/** How long a new token may live; every token expires. */
export const accessTokenLifetimesDays = [7, 30, 90] as const;
export const defaultAccessTokenLifetimeDays = 30;

export const newAccessTokenSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Give the token a name, so you know later where it is used.')
      .max(80, 'Keep the name under 80 characters.')
      // Control characters and bidi overrides make a name display as something else than it is.
      .regex(
        /^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u,
        'A name cannot contain control characters or text-direction overrides.',
      ),
    expiresInDays: z.union(
      accessTokenLifetimesDays.map((days) => z.literal(days)),
      {
        error: `A token lasts ${new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(accessTokenLifetimesDays.map(String))} days.`,
      },
    ),
  })
  .strict();

export type NewAccessToken = z.infer<typeof newAccessTokenSchema>;

/** A token as listed: never its secret. */
export interface AccessTokenSummary {
  id: string;
  name: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
}

/** The answer to creating a token: the only time its secret is shown. */
export interface CreatedAccessToken extends AccessTokenSummary {
  token: string;
}
