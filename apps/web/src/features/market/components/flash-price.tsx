import { useState } from 'react';
import { directionOfMove, type Direction } from '../utils/quote-direction.ts';
import { formatQuotePrice } from '../utils/format-quote.ts';
import styles from './market.module.css';

type Props = {
  price: string;
  priceDecimals?: number;
  color?: string;
  className?: string;
  testId?: string;
};

/** A price that flashes green or red for a moment when it moves. */
export function FlashPrice({ price, priceDecimals, color, className, testId }: Props) {
  // The previous price is state, compared during render (react.dev: "storing information from previous renders").
  const [previous, setPrevious] = useState(price);
  const [move, setMove] = useState<{ direction: Direction; count: number }>({ direction: 'flat', count: 0 });
  if (price !== previous) {
    setPrevious(price);
    setMove((last) => ({ direction: directionOfMove(previous, price), count: last.count + 1 }));
  }
  const flashClass = move.direction === 'up' ? styles.flashUp : move.direction === 'down' ? styles.flashDown : '';
  return (
    // A new key restarts the CSS animation on each move.
    <span
      key={move.count}
      className={`${className ?? styles.price} ${flashClass}`}
      style={color ? { color } : undefined}
      data-testid={testId}
    >
      {formatQuotePrice(price, priceDecimals)}
    </span>
  );
}
