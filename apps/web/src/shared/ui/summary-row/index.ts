export { BoardSummaryRow, type BoardSummaryRowProps } from './board-summary-row';
export { DealSummaryRow, type DealSummaryRowProps } from './deal-summary-row';
export {
  SummaryMeta,
  SummaryPrice,
  SummaryRow,
  SummaryTag,
  SummaryTitle,
  type SummaryRowProps,
  type SummaryRowSize,
  type SummaryTitleProps,
} from './summary-row';
