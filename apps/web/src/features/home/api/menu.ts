// GET menu: the home entries to the product areas, with their SPEC.md section 2 paths.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMenuItem, type TMenuItem } from '@platform/shared/schemas/site';
import { api } from '../../../lib/api.ts';

export async function fetchMenu(): Promise<TMenuItem[]> {
  return ZMenuItem.array().parse(await api.get<unknown>('menu'));
}

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'menu'] as const,
    queryFn: fetchMenu,
    staleTime: 30 * 60_000,
  });

export function useMenu() {
  return useQuery(menuQueryOptions());
}
