// getSiteConfig: the site's name and version, shown under About.
import { queryOptions } from '@tanstack/react-query';
import type { TSiteConfig } from '@platform/shared/schemas/site';
import { api } from '../../../lib/api.ts';

const SITE_CONFIG_STALE_MS = 3_600_000;

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'config'],
    queryFn: ({ signal }) => api.get<TSiteConfig>('getSiteConfig', undefined, { signal, silent: true }),
    staleTime: SITE_CONFIG_STALE_MS,
  });
}
