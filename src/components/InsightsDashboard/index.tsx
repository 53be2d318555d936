/**
 * The staff Insights page (/Internal Documentation/Insights): for a chosen period, the most read pages,
 * the pages readers found least helpful with their comments, searches that found nothing or whose hits
 * nobody opened, and sign-in outcomes per method. Data from /api/insights; the chart loads on this page only.
 */
import { lazy, Suspense, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {
  InsightsReport,
  PageFeedbackSummary,
  SearchSummary,
  SignInSummary,
  PageViews,
} from '@site/contract/insights';
import { isSameSitePath } from '@site/contract/returnTarget';
import { fetchInsights, type PeriodChoice, type ReportResult } from '@site/src/insights/insightsClient';
import { parseUkDate, ukDateOf } from '@site/src/insights/ukDate';
import SortableTable, { type Column, type SortableTableProps } from './SortableTable';
import styles from './styles.module.css';

// Named, so the chunk's name in the runtime every page loads is not this staff page's component path.
const DailyViewsChart = lazy(() => import(/* webpackChunkName: "chart" */ './DailyViewsChart'));

const presets = [7, 30, 90] as const;

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
/** A moment (ISO 8601, UTC) as dd/mm/yyyy hh:mm. */
const when = (iso: string) => `${ukDateOf(iso.slice(0, 10))} ${iso.slice(11, 16)}`;

/**
 * A page by its title, linked, with its path under it in small type; a page no build has any more by its path alone.
 * Rows stored before paths were checked may hold another site's address: those are shown as text only.
 */
function PageName({ path, title }: { path: string; title?: string }): ReactNode {
  const name = title ?? path;
  return (
    <>
      {isSameSitePath(path) ? <Link to={path}>{name}</Link> : <span>{name}</span>}
      {title !== undefined && <span className={styles.pagePath}>{path}</span>}
    </>
  );
}

const pageColumn = {
  key: 'path',
  label: 'Page',
  value: (row: { path: string; title?: string }) => row.title ?? row.path,
  render: (row: { path: string; title?: string }) => <PageName path={row.path} title={row.title} />,
};
/** The CSV names pages by path too: a title can change, the path is what the events hold. */
const pathColumn = { key: 'address', label: 'Path', value: (row: { path: string }) => row.path, csvOnly: true };

const pageColumns: Column<PageViews>[] = [
  pageColumn,
  pathColumn,
  { key: 'views', label: 'Views', value: (row) => row.views, numeric: true },
];

/** Reader comments in full, under the page they are about: a table cell cut them to a word or two. */
function Comments({ row }: { row: PageFeedbackSummary }): ReactNode {
  if (row.comments.length === 0) return null;
  return (
    <>
      <span className={styles.commentsLabel}>Comments on {row.title ?? row.path}</span>
      <ul className={styles.comments}>
        {row.comments.map((comment) => (
          <li key={`${comment.at}${comment.comment}`}>
            {comment.comment} <span className={styles.muted}>({when(comment.at)} UTC)</span>
          </li>
        ))}
      </ul>
    </>
  );
}

const feedbackColumns: Column<PageFeedbackSummary>[] = [
  pageColumn,
  pathColumn,
  {
    key: 'ratio',
    label: 'Helpful',
    value: (row) => Math.round(row.helpfulRatio * 100),
    render: (row) => percent(row.helpfulRatio),
    numeric: true,
    firstDirection: 'ascending',
  },
  { key: 'yes', label: 'Yes', value: (row) => row.helpful, numeric: true },
  { key: 'no', label: 'No', value: (row) => row.notHelpful, numeric: true },
  {
    key: 'comments',
    label: 'Comments',
    value: (row) => row.comments.map((comment) => comment.comment).join(' | '),
    csvOnly: true,
  },
];

const searchColumns = (withResults: boolean): Column<SearchSummary>[] => [
  { key: 'query', label: 'Query', value: (row) => row.query },
  { key: 'searches', label: 'Searches', value: (row) => row.searches, numeric: true },
  ...(withResults
    ? [{ key: 'results', label: 'Results', value: (row: SearchSummary) => row.resultCount, numeric: true }]
    : []),
  {
    key: 'last',
    label: 'Last searched (UTC)',
    value: (row) => row.lastAt,
    render: (row) => when(row.lastAt),
    firstDirection: 'descending',
  },
];

const signInColumns: Column<SignInSummary>[] = [
  { key: 'method', label: 'Method', value: (row) => row.method },
  { key: 'succeeded', label: 'Succeeded', value: (row) => row.succeeded, numeric: true },
  { key: 'failed', label: 'Failed', value: (row) => row.failed, numeric: true },
];

/** One end of the chosen period, written dd/mm/yyyy (see src/insights/ukDate.ts for why not a date input). */
function DayField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.dayField}>
      <label htmlFor={id}>
        {label} <span className={styles.muted}>(dd/mm/yyyy)</span>
      </label>
      <input
        id={id}
        lang="en-GB"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        size={10}
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

function PeriodForm({
  choice,
  onChoose,
}: {
  choice: PeriodChoice;
  onChoose: (choice: PeriodChoice) => void;
}): ReactNode {
  const [from, setFrom] = useState('from' in choice ? ukDateOf(choice.from) : '');
  const [to, setTo] = useState('to' in choice ? ukDateOf(choice.to) : '');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = parseUkDate(from);
    const end = parseUkDate(to);
    setErrors({ from: start.ok ? undefined : start.message, to: end.ok ? undefined : end.message });
    if (start.ok && end.ok) onChoose({ from: start.isoDay, to: end.isoDay });
  };
  return (
    <div className={styles.period}>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields with a legend: a fieldset would misdescribe it. */}
      <div role="group" aria-label="Period" className={styles.presets}>
        {presets.map((days) => (
          <button
            key={days}
            type="button"
            className={`button button--sm ${'days' in choice && choice.days === days ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={'days' in choice && choice.days === days}
            onClick={() => onChoose({ days })}
          >
            Last {days} days
          </button>
        ))}
      </div>
      <form className={styles.range} onSubmit={submit} noValidate aria-label="Period from one day to another (UTC)">
        <DayField label="From" value={from} error={errors.from} onChange={setFrom} />
        <DayField label="To" value={to} error={errors.to} onChange={setTo} />
        <button type="submit" className="button button--secondary button--sm">
          Show
        </button>
        <span className={styles.muted}>Days run midnight to midnight UTC.</span>
      </form>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2">{title}</Heading>
      {children}
    </section>
  );
}

/** A report table under a heading of the same words, which is also the table's caption. */
function TableSection<Row>({
  title,
  ...table
}: Omit<SortableTableProps<Row>, 'caption'> & { title: string }): ReactNode {
  return (
    <Section title={title}>
      <SortableTable caption={title} {...table} />
    </Section>
  );
}

function Report({ report }: { report: InsightsReport }): ReactNode {
  const range = `${report.period.from} to ${report.period.to}`;
  return (
    <>
      <Section title="Daily page views">
        {report.dailyPageViews.some((day) => day.views > 0) ? (
          <Suspense fallback={<div style={{ minHeight: 260 }} />}>
            <DailyViewsChart days={report.dailyPageViews} />
          </Suspense>
        ) : (
          // A flat line at zero across the page says less than this, and takes the room of the tables below.
          <p className={styles.empty}>No page views in this period. Only readers who accept analytics are counted.</p>
        )}
      </Section>
      <TableSection
        title="Most read pages"
        columns={pageColumns}
        rows={report.topPages}
        rowKey={(row) => row.path}
        initialSort={{ column: 'views', direction: 'descending' }}
        empty="No page views in this period."
        csvName={`most-read-pages ${range}.csv`}
      />
      <TableSection
        title="Pages with the worst helpful ratio"
        columns={feedbackColumns}
        rows={report.feedback}
        rowKey={(row) => row.path}
        details={(row) => (row.comments.length > 0 ? <Comments row={row} /> : null)}
        initialSort={{ column: 'ratio', direction: 'ascending' }}
        empty="No page feedback in this period."
        csvName={`page-feedback ${range}.csv`}
      />
      <TableSection
        title="Searches that found nothing"
        columns={searchColumns(false)}
        rows={report.searchesWithoutResults}
        rowKey={(row) => row.query}
        initialSort={{ column: 'searches', direction: 'descending' }}
        empty="Every search in this period found something."
        csvName={`searches-without-results ${range}.csv`}
      />
      <TableSection
        title="Searches whose hits nobody opened"
        columns={searchColumns(true)}
        rows={report.searchesWithoutOpenedHits}
        rowKey={(row) => row.query}
        initialSort={{ column: 'searches', direction: 'descending' }}
        empty="Readers opened a hit of every search that found something."
        csvName={`searches-without-opened-hits ${range}.csv`}
      />
      <TableSection
        title="Sign-ins per method"
        columns={signInColumns}
        rows={report.signIns}
        rowKey={(row) => row.method}
        initialSort={{ column: 'failed', direction: 'descending' }}
        empty="No sign-ins recorded in this period."
        csvName={`sign-ins ${range}.csv`}
      />
    </>
  );
}

export default function InsightsDashboard(): ReactNode {
  const [choice, setChoice] = useState<PeriodChoice>({ days: 30 });
  const [result, setResult] = useState<ReportResult | null>(null);

  useEffect(() => {
    let live = true;
    setResult(null);
    void fetchInsights(choice).then((answer) => live && setResult(answer));
    return () => {
      live = false;
    };
  }, [choice]);

  return (
    <div className={styles.dashboard}>
      <PeriodForm choice={choice} onChoose={setChoice} />
      <div aria-live="polite" aria-busy={result === null}>
        {result === null && <p>Loading Insights…</p>}
        {result && !result.ok && (
          <p role="alert" className={styles.error}>
            {result.message}
          </p>
        )}
        {result?.ok && (
          <p className={styles.muted}>
            From {ukDateOf(result.report.period.from)} to {ukDateOf(result.report.period.to)} (UTC), only from readers
            who allowed analytics; page feedback from everyone who sent it.
          </p>
        )}
      </div>
      {result?.ok && <Report report={result.report} />}
    </div>
  );
}
