// The support setting of SPEC.md section 7 (GET getSetting?keyword=support_url): a third-party chat
// widget's id, or empty for the platform's own chat.
import { queryOptions } from '@tanstack/react-query';
import { getSetting } from '@platform/shared/contract/site';
import { supportWidgetIdOf } from '@platform/shared/schemas/support';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const supportSettingQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.support.setting(),
    queryFn: async ({ signal }) => {
      const setting = await api.call(getSetting, { keyword: 'support_url' }, { signal, silent: true });
      return { widgetId: supportWidgetIdOf(setting.value) };
    },
  });
