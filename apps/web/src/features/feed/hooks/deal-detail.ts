import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealKeys } from '@/entities/deal';
import { fetchDeal, fetchPriceHistory } from '../api';

/** A deal with its content and comments: the deal page's query (app/ starts it with the route). */
export const dealQuery = (id: number) =>
  queryOptions({
    queryKey: dealKeys.detail(id),
    queryFn: ({ signal }) => fetchDeal(id, signal),
  });

export function useDeal(id: number) {
  return useQuery(dealQuery(id));
}

/**
 * A deal's price history, started with the route beside the deal; under the deal's key, so
 * whatever refreshes the deal refreshes it.
 */
export const priceHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...dealKeys.detail(id), 'price-history'],
    queryFn: ({ signal }) => fetchPriceHistory(id, signal),
  });

export function usePriceHistory(id: number) {
  return useQuery(priceHistoryQuery(id));
}
