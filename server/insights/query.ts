/**
 * The query of GET /api/insights, validated: `days`, or `from` and `to`, with messages that say what to fix.
 */
import * as z from 'zod';
import { maxInsightsDays, type InsightsQuery } from '../../contract/insights.js';

/** A date written right but naming no day (`2026-02-30`) is told so; anything else is told how dates are written. */
const isoDate = z.iso.date({
  error: (issue) =>
    typeof issue.input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(issue.input)
      ? `${issue.input} is no day of the calendar.`
      : 'Dates are written YYYY-MM-DD, such as 2026-11-01.',
});

/**
 * Unknown parameters are refused so a typo (`form=`) is not silently ignored.
 */
export const insightsQuerySchema: z.ZodType<InsightsQuery, Record<string, unknown>> = z
  .strictObject(
    {
      days: z.coerce
        .number({ error: 'days is a whole number of days.' })
        .int('days is a whole number of days.')
        .min(1, 'days is at least 1.')
        .max(maxInsightsDays, `days is at most ${maxInsightsDays}.`)
        .optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown parameter ${issue.keys.join(', ')}: ask with days, or with from and to.`
          : undefined,
    },
  )
  .refine((query) => !(query.days !== undefined && (query.from !== undefined || query.to !== undefined)), {
    error: 'Ask with days, or with from and to, not both.',
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), { error: 'from and to go together.' });
