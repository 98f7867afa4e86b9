// A coin's round icon from /coins/<name>.svg; the coin's initial when there is no such image.
import { useState } from 'react';
import styles from './wallet.module.css';

export function CoinIcon({ name, size = 32 }: { name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (failed || !name) {
    return (
      <span className={styles.coinIcon} style={box} aria-hidden>
        {name.slice(0, 1)}
      </span>
    );
  }
  return <img className={styles.coinIcon} style={box} src={`/coins/${name.toLowerCase()}.svg`} alt="" onError={() => setFailed(true)} />;
}
