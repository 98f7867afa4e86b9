// A bottom sheet of choices: accounts, coins, networks.
import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import styles from './wallet.module.css';

export type Option<Key extends string | number> = {
  key: Key;
  label: ReactNode;
  side?: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  testId: string;
};

type Props<Key extends string | number> = {
  visible: boolean;
  title: ReactNode;
  options: readonly Option<Key>[];
  selected?: Key | null;
  onSelect: (key: Key) => void;
  onClose: () => void;
  testId?: string;
};

export function OptionPopup<Key extends string | number>({ visible, title, options, selected, onSelect, onClose, testId }: Props<Key>) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div data-testid={testId}>
        <h2 className={styles.sheetTitle}>{title}</h2>
        <ul className="option-list">
          {options.map((option) => (
            <li key={option.key}>
              <button
                type="button"
                className="option-list__item"
                disabled={option.disabled}
                style={option.disabled ? { opacity: 0.4 } : undefined}
                onClick={() => {
                  onSelect(option.key);
                  onClose();
                }}
                data-testid={option.testId}
              >
                {option.icon}
                <span className="option-list__main">{option.label}</span>
                {option.side !== undefined ? <span className="option-list__side">{option.side}</span> : null}
                <span className="option-list__check">{option.key === selected ? <CheckOutline /> : null}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}
