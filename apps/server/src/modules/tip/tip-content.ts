import { messages, type Tip, type TipInput } from '@akkyeo/contracts';
import { toCdnUrl } from '../../lib/cdn-url';
import type { DealDraft } from '../feed/write';
import { xmlText } from '../../lib/xml-text';
import { uploadedPicture } from './picture';
import type { TipRow } from './queries';

const LINK = /\bhttps?:\/\/[^\s<>"]+/g;

/**
 * A tip's plain text as the deal's HTML: escaped, links made links, line breaks kept, and the
 * 할인 조건 line first when there is one (the feed's sanitiser then cleans it as any deal's).
 */
export function tipHtml(text: string, discountTerms: string | null): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const linked = xmlText(paragraph).replace(
        LINK,
        (url) => `<a href="${url}" rel="nofollow noopener" target="_blank">${url}</a>`,
      );
      return `<p>${linked.replace(/\n/g, '<br>')}</p>`;
    });
  const terms = discountTerms
    ? [`<p><strong>${messages.tip.termsLabel}</strong> ${xmlText(discountTerms)}</p>`]
    : [];
  return [...terms, ...paragraphs].join('');
}

export function toTip(row: TipRow, cdnBaseUrl: string): Tip {
  return {
    id: row.id,
    status: row.status as Tip['status'],
    url: row.url,
    name: row.name,
    price: row.price,
    market: row.market,
    imgLink: toCdnUrl(cdnBaseUrl, row.img_link),
    pictureUploaded: uploadedPicture(row.img_link) !== null,
    isFreeShipping: row.is_free_shipping,
    content: row.content,
    discountTerms: row.discount_terms,
    dealId: row.deal_id,
    rejectReason: row.reject_reason as Tip['rejectReason'],
    rejectNote: row.reject_note,
    autoPublished: row.auto_published,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/**
 * The deal draft a tip (with a manager's edits) becomes. `image` is the tip's picture as stored: an
 * address, or the key of the finder's upload, of which the deal gets its own copy.
 */
export function toDealDraft(tip: Omit<TipInput, 'shoppingMall'> & { market: string }): DealDraft {
  const storedImage = uploadedPicture(tip.image);
  return {
    url: tip.url,
    name: tip.name,
    price: tip.price,
    isFreeShipping: tip.isFreeShipping,
    content: tipHtml(tip.content, tip.discountTerms),
    image: storedImage ? null : tip.image,
    containImage: tip.image !== null,
    storedImage,
    shoppingMall: tip.market,
  };
}
