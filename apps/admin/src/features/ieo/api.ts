// IEO projects in the back office: the list, and saving or opening/closing one (audited on the
// server), each refreshing the list and the audit log. Nothing here touches an allocation.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminIeoProjects, adminIeoSave, adminIeoStatus } from '@platform/shared/contract/ieo';
import type { CallInput } from '@platform/shared/contract/define';
import type { TAdminIeoStatusRequest } from '@platform/shared/schemas/ieo';
import { api } from '../../lib/api.ts';

export const ieoProjectsQuery = () =>
  queryOptions({
    queryKey: ['ieo', 'projects'],
    queryFn: ({ signal }) => api.call(adminIeoProjects, {}, { signal }),
  });

type SaveInput = CallInput<typeof adminIeoSave>;

export type ProjectChange = { call: 'save'; input: Partial<SaveInput> } | { call: 'status'; input: TAdminIeoStatusRequest };

export function useProjectChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProjectChange) =>
      change.call === 'save' ? api.call(adminIeoSave, change.input as SaveInput) : api.call(adminIeoStatus, change.input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ieo'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
