import { messages, priceVerdictOf, type PriceHistory, type PriceVerdict } from '@akkyeo/contracts';
import { formatNumber } from '@/shared/lib';
import { priceChart, type ChartBox } from '../lib/price-chart';
import styles from './price-history.module.css';

const BOX: ChartBox = { width: 358, height: 132, top: 24, bottom: 28, side: 8 };
const LABEL_EDGE = 60;

function verdictText(verdict: PriceVerdict): string {
  switch (verdict.kind) {
    case 'lowest':
      return messages.priceHistory.lowestEver;
    case 'cheaper':
      return messages.priceHistory.cheaper(verdict.percent);
    case 'usual':
      return messages.priceHistory.usual;
    case 'pricier':
      return messages.priceHistory.pricier(verdict.percent);
  }
}

const dayLabel = (time: number) => {
  const date = new Date(time);
  return messages.priceHistory.day(date.getMonth() + 1, date.getDate());
};

/** Text anchored so that a label near either edge stays inside the chart. */
const anchorAt = (x: number) =>
  x < LABEL_EDGE ? 'start' : x > BOX.width - LABEL_EDGE ? 'end' : 'middle';

/** `now`: when the history was fetched (the line runs to it). */
function PriceChart({ history, now }: { history: PriceHistory; now: number }) {
  const chart = priceChart(history.points, now, BOX);
  if (!chart) return null;
  const { lowest, last } = chart;
  const baseline = BOX.height - 8;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-label={messages.priceHistory.chartLabel(
        history.points.length,
        formatNumber(lowest.price),
        formatNumber(last.price),
      )}
    >
      <path className={styles.line} d={chart.path} />
      <circle className={styles.lastDot} cx={last.x} cy={last.y} r={3} />
      <circle className={styles.lowestDot} cx={lowest.x} cy={lowest.y} r={4.5} />
      <text
        className={styles.lowestLabel}
        x={lowest.x}
        y={lowest.y > BOX.height / 2 ? lowest.y - 10 : lowest.y + 18}
        textAnchor={anchorAt(lowest.x)}
      >
        {messages.priceHistory.lowestPoint(formatNumber(lowest.price))}
      </text>
      <text className={styles.axis} x={BOX.side} y={baseline} textAnchor="start">
        {dayLabel(chart.start)}
      </text>
      <text className={styles.axis} x={BOX.width - BOX.side} y={baseline} textAnchor="end">
        {messages.priceHistory.today}
      </text>
    </svg>
  );
}

/**
 * The deal's price over time and one line of verdict; nothing until two prices were seen (or when
 * the history failed). `fetchedAt`: when the history was fetched.
 */
export function PriceHistorySection({
  history: data,
  fetchedAt,
}: {
  history: PriceHistory | undefined;
  fetchedAt: number;
}) {
  if (!data || data.points.length < 2) return null;
  const verdict = priceVerdictOf(data);
  return (
    <section className={styles.section} aria-label={messages.priceHistory.title}>
      <h2 className={styles.title}>{messages.priceHistory.title}</h2>
      {verdict && (
        <p className={styles.verdict} data-kind={verdict.kind}>
          {verdictText(verdict)}
        </p>
      )}
      <PriceChart history={data} now={fetchedAt} />
    </section>
  );
}
