export { DealFields, type DealFieldsProps } from './deal-fields';
export { typedPrice, withoutChanged, type DealFieldValues } from './deal-field-values';
export { DealFormPage, type DealFormPageProps } from './deal-form-page';
export { default as dealFormStyles } from './deal-form.module.css';
export { DealPreviewCard, type DealPreviewCardProps } from './deal-preview-card';
export { LinkField, SourceFields } from './link-fields';
export {
  useDealLinkForm,
  type DealLinkForm,
  type DealLinkFormValues,
  type DealSource,
  type UseDealLinkFormOptions,
} from './use-deal-link-form';
