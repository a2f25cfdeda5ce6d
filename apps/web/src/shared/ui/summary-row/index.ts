export { BoardSummaryRow, type BoardSummaryRowProps } from './board-summary-row';
export {
  SummaryMeta,
  SummaryRow,
  SummaryTag,
  SummaryTitle,
  type SummaryRowProps,
  type SummaryRowSize,
  type SummaryTitleProps,
} from './summary-row';
