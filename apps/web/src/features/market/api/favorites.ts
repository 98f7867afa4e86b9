// optional/list, optional/add, optional/del: the user's favourite markets (login required).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { optionalAdd, optionalDel, optionalList } from '@platform/shared/contract/market';
import { isQuoteList } from '@platform/shared/guards/market';
import { expectShape } from '@platform/shared/guards/shape';
import type { TQuote } from '@platform/shared/schemas/market';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function fetchFavorites(): Promise<TQuote[]> {
  return expectShape(isQuoteList, await api.call(optionalList), optionalList.path);
}

/** Keyed by the session token, so one user's favourites never show for the next. */
export const favoritesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.market.favorites(token),
    queryFn: fetchFavorites,
    enabled: Boolean(token),
    staleTime: 60_000,
  });

export function useFavorites() {
  const token = useSession((state) => state.token);
  return useQuery(favoritesQueryOptions(token));
}

/** The ids of the user's favourite markets; empty for an anonymous user. */
export function useFavoriteIds(): Set<number> {
  const { data } = useFavorites();
  return new Set((data ?? []).map((quote) => quote.id));
}

type ToggleVariables = { quote: TQuote; favorite: boolean };

/** Adds or removes a favourite, shows it at once, and rolls back if the server says no. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const queryKey = favoritesQueryOptions(token).queryKey;
  return useMutation({
    mutationFn: ({ quote, favorite }: ToggleVariables) => api.call(favorite ? optionalAdd : optionalDel, { currency_id: quote.id }),
    onMutate: async ({ quote, favorite }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TQuote[]>(queryKey);
      queryClient.setQueryData<TQuote[]>(queryKey, (old = []) =>
        favorite ? [...old.filter((item) => item.id !== quote.id), quote] : old.filter((item) => item.id !== quote.id),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.market.favoritesAll }),
  });
}
