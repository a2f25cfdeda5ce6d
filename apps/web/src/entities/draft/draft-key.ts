/** Who writes (a member id, null when logged out) and where (`board-write`, `comment:deal:7`). */
export interface DraftAddress {
  memberId: string | null;
  place: string;
}

/** A draft's key, in localStorage and IndexedDB alike: logged-out drafts live under `guest`. */
export const storageKey = ({ memberId, place }: DraftAddress) =>
  `draft:${memberId ?? 'guest'}:${place}`;
