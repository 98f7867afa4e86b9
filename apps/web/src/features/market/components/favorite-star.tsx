import type { MouseEvent } from 'react';
import { Toast } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import type { TQuote } from '@platform/shared/schemas/market';
import { useTranslation } from '../../../lib/i18n.ts';
import { requireLogin } from '../../../lib/session.ts';
import { useToggleFavorite } from '../api/favorites.ts';
import styles from './market.module.css';

type Props = { quote: TQuote; favorite: boolean; testId?: string; className?: string };

/** Adds or removes a favourite market; an anonymous user is sent to log in first. */
export function FavoriteStar({ quote, favorite, testId, className }: Props) {
  const { t } = useTranslation('market');
  const toggle = useToggleFavorite();

  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!requireLogin()) return;
    const next = !favorite;
    toggle.mutate(
      { quote, favorite: next },
      { onSuccess: () => Toast.show({ content: t(next ? 'favorites.added' : 'favorites.removed'), duration: 1200 }) },
    );
  };

  return (
    <button
      type="button"
      className={`${className ?? styles.star} ${favorite ? styles.starOn : ''}`}
      onClick={onClick}
      aria-pressed={favorite}
      aria-label={t(favorite ? 'favorites.remove' : 'favorites.add', { symbol: quote.symbol })}
      data-testid={testId}
    >
      {favorite ? <StarFill /> : <StarOutline />}
    </button>
  );
}
