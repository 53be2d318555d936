/**
 * Asks /api/insights for a period's report; a refusal comes back as the server's own message.
 */
import { readApiError } from '@site/contract/apiError';
import { insightsPath, type InsightsAnswer, type InsightsReport } from '@site/contract/insights';

export type PeriodChoice = { days: number } | { from: string; to: string };

export type ReportResult = { ok: true; report: InsightsReport } | { ok: false; message: string };

export function insightsUrl(choice: PeriodChoice): string {
  const query =
    'days' in choice
      ? new URLSearchParams({ days: String(choice.days) })
      : new URLSearchParams({ from: choice.from, to: choice.to });
  return `${insightsPath}?${query.toString()}`;
}

export async function fetchInsights(choice: PeriodChoice, fetchImpl: typeof fetch = fetch): Promise<ReportResult> {
  try {
    const response = await fetchImpl(insightsUrl(choice), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const failed = `Insights could not be loaded (${response.status}). Please try again.`;
    if (!response.ok) return { ok: false, message: (await readApiError(response, failed)).message };
    const body = (await response.json().catch(() => null)) as Partial<InsightsAnswer> | null;
    return body?.result ? { ok: true, report: body.result } : { ok: false, message: failed };
  } catch {
    return { ok: false, message: 'Insights could not be loaded: check your network connection and try again.' };
  }
}
