export {
  readDraft,
  removeDraft,
  writeDraft,
  type DraftAddress,
  type StoredDraft,
} from './draft-store';
export { DraftNotice } from './draft-notice';
export { useDraft, type DraftState, type UseDraftOptions } from './use-draft';
