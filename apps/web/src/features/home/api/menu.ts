// GET menu: the home entries to the product areas, with their SPEC.md section 2 paths.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { menu } from '@platform/shared/contract/site';
import { isMenu } from '@platform/shared/guards/site';
import { expectShape } from '@platform/shared/guards/shape';
import type { TMenuItem } from '@platform/shared/schemas/site';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function fetchMenu(): Promise<TMenuItem[]> {
  return expectShape(isMenu, await api.call(menu), menu.path);
}

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.home.menu(),
    queryFn: fetchMenu,
    staleTime: 30 * 60_000,
  });

export function useMenu() {
  return useQuery(menuQueryOptions());
}
