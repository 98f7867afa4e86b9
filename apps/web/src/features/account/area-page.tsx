// The region picker (/pages/common/area): the calling codes of area/list, searchable by name, code
// or ISO letters; the choice goes to the form store and the page goes back to the form.
import { useDeferredValue, useState } from 'react';
import { Button, SearchBar, SpinLoading } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import type { TAreaCode } from '@platform/shared/schemas/site';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { goBack } from '../../lib/hash-location.ts';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { areaListQueryOptions } from './api/area.ts';
import { useFormStore } from '../../lib/account-form-store.ts';

function nameOf(area: TAreaCode, chinese: boolean): string {
  return chinese && area.name_zh ? area.name_zh : area.name;
}

function matches(area: TAreaCode, query: string): boolean {
  if (!query) return true;
  const needle = query.toLowerCase().replace(/^\+/, '');
  return [area.name, area.name_zh, area.code, area.iso].some((text) => text.toLowerCase().includes(needle));
}

export default function AreaPage() {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim());
  const areas = useQuery(areaListQueryOptions());
  const selected = useFormStore((state) => state.region);
  const lang = currentLang();
  const chinese = lang === 'zh' || lang === 'hk';

  const choose = (area: TAreaCode) => {
    useFormStore.getState().setRegion({ code: area.code.replace(/^\+/, ''), name: nameOf(area, chinese) });
    goBack(PATHS.register);
  };

  const visible = (areas.data ?? []).filter((area) => matches(area, deferredQuery));

  return (
    <div className="stack-page">
      <PageNavBar title={t('area.title')} />
      <div className="search-row">
        <SearchBar placeholder={t('area.search')} value={query} onChange={setQuery} data-testid="area-search" />
      </div>
      {areas.isPending ? (
        <div className="page-spinner">
          <SpinLoading color="primary" />
        </div>
      ) : areas.isError ? (
        <StatusScreen
          title={t('area.loadFailed')}
          actions={
            <Button color="primary" onClick={() => void areas.refetch()}>
              {t('action.retry')}
            </Button>
          }
        />
      ) : visible.length === 0 ? (
        <p className="list-empty">{t('area.empty')}</p>
      ) : (
        <ul className="option-list" data-testid="area-list">
          {visible.map((area) => {
            const code = area.code.replace(/^\+/, '');
            const active = code === selected.code && (!selected.name || selected.name === nameOf(area, chinese));
            return (
              <li key={area.id}>
                <button
                  type="button"
                  className="option-list__item"
                  onClick={() => choose(area)}
                  aria-pressed={active}
                  data-testid={`area-${area.iso}`}
                >
                  <span className="option-list__main">{nameOf(area, chinese)}</span>
                  <span className="option-list__side">+{code}</span>
                  {active ? <CheckOutline className="option-list__check" /> : <span className="option-list__check" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
