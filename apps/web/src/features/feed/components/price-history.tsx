import { messages, priceVerdictOf, type PriceHistory, type PriceVerdict } from '@akkyeo/contracts';
import { formatNumber } from '@/shared/lib';
import { estimateTextWidth, placeMarkLabel } from '../lib/chart-label';
import { priceChart, type ChartBox } from '../lib/price-chart';
import styles from './price-history.module.css';

const BOX: ChartBox = { width: 358, height: 132, top: 24, bottom: 28, side: 8 };
/** The lowest-price label's font size and line height (price-history.module.css). */
const LABEL_FONT = 12;
const LABEL_HEIGHT = 14;
const LOWEST_DOT_RADIUS = 4.5;

function verdictText(verdict: PriceVerdict): string {
  switch (verdict.kind) {
    case 'lowest':
      return messages.priceHistory.lowestEver;
    case 'dropped':
      return messages.priceHistory.dropped(formatNumber(verdict.amount));
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

/** `now`: when the history was fetched (the line runs to it). */
function PriceChart({ history, now }: { history: PriceHistory; now: number }) {
  const chart = priceChart(history.points, now, BOX);
  if (!chart) return null;
  const { lowest, last } = chart;
  const baseline = BOX.height - 8;
  const lowestText = messages.priceHistory.lowestPoint(formatNumber(lowest.price));
  const label = placeMarkLabel(
    lowest,
    LOWEST_DOT_RADIUS,
    { width: estimateTextWidth(lowestText, LABEL_FONT), height: LABEL_HEIGHT },
    chart.segments,
    BOX,
  );
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
      <circle
        className={styles.lowestDot}
        cx={lowest.x}
        cy={lowest.y}
        r={LOWEST_DOT_RADIUS}
        data-mark="lowest"
      />
      <text
        className={styles.lowestLabel}
        x={label.x}
        y={label.y}
        textAnchor={label.anchor}
        dominantBaseline="central"
      >
        {lowestText}
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
