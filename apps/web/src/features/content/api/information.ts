// getInformation: the about-us article in the reader's language (English when it has none, null
// when there is none at all) and the site's name, logo and version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInformation } from '@platform/shared/contract/site';
import { ZInformation, type TInformation } from '@platform/shared/schemas/site';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const INFORMATION_STALE_MS = 5 * 60_000;

export async function fetchInformation(signal?: AbortSignal): Promise<TInformation> {
  // Quiet: the page shows its own failure state.
  return ZInformation.parse(await api.call(getInformation, {}, { signal, silent: true }));
}

export const informationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.content.information(),
    queryFn: ({ signal }) => fetchInformation(signal),
    staleTime: INFORMATION_STALE_MS,
  });

export function useInformation() {
  return useQuery(informationQueryOptions());
}
