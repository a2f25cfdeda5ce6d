export {
  SummaryMeta,
  SummaryRow,
  SummaryTag,
  SummaryTitle,
  type SummaryRowProps,
  type SummaryRowSize,
  type SummaryTitleProps,
} from './summary-row';
