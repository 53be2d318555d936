/**
 * Daily page views as a line chart drawn by uPlot, which is imported here only, so only the Insights page
 * downloads it. Colours come from the theme's variables and follow light and dark mode. The same figures
 * are in a table below the chart for readers who cannot see it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import type { DailyPageViews } from '@site/contract/insights';
import { ukDateOf } from '@site/src/insights/ukDate';
import styles from './styles.module.css';

const chartHeight = 260;

function themeColour(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

export default function DailyViewsChart({ days }: { days: readonly DailyPageViews[] }): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const { colorMode } = useColorMode();
  const [failed, setFailed] = useState(false);
  const total = days.reduce((sum, day) => sum + day.views, 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart reads the theme's colours when drawn, so a colour mode change redraws it.
  useEffect(() => {
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let resize: ResizeObserver | undefined;
    let live = true;
    void (async () => {
      try {
        const [{ default: UPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
        const element = container.current;
        if (!live || !element) return;
        const text = themeColour('--ifm-font-color-base');
        const grid = themeColour('--ifm-color-emphasis-300');
        const axis = { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } };
        // Days are UTC days, labelled day first as on the rest of this en-GB site (uPlot's default is 11/27, local time).
        const dayLabel = (seconds: number) => ukDateOf(new Date(seconds * 1000).toISOString().slice(0, 10)).slice(0, 5);
        chart = new UPlot(
          {
            width: element.clientWidth,
            height: chartHeight,
            legend: { show: false },
            // Ticks at UTC midnights, where the days are, not the reader's.
            tzDate: (seconds: number) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
            scales: { x: { time: true } },
            axes: [
              { ...axis, values: (_chart: unknown, splits: number[]) => splits.map(dayLabel) },
              { ...axis, label: 'Page views' },
            ],
            series: [
              {},
              {
                label: 'Page views',
                stroke: themeColour('--ifm-color-primary'),
                width: 2,
                points: { show: days.length <= 60 },
              },
            ],
          },
          [days.map((day) => Date.parse(day.day) / 1000), days.map((day) => day.views)],
          element,
        );
        resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: chartHeight }));
        resize.observe(element);
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [days, colorMode]);

  return (
    <figure className={styles.chart}>
      <div
        ref={container}
        role="img"
        aria-label={`Line chart of daily page views from ${ukDateOf(days[0]?.day ?? '')} to ${ukDateOf(days.at(-1)?.day ?? '')}: ${total} in total.`}
        style={{ minHeight: chartHeight }}
      />
      {failed && <p role="alert">The chart could not be drawn; the figures are in the table below.</p>}
      <details>
        <summary>Daily page views as a table</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col" className={styles.numeric}>
                Page views
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{ukDateOf(day.day)}</td>
                <td className={styles.numeric}>{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
