import styles from './tabs.module.css';

export interface TabsProps<T extends string> {
  tabs: readonly { value: T; label: string }[];
  active: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of each tab's id (`${idPrefix}-${value}`), for a panel labelled by its tab. */
  idPrefix?: string;
  /** The id of the panel the tabs control. */
  controls?: string;
}

/** A row of equal-width tabs, the active one underlined. */
export function Tabs<T extends string>({
  tabs,
  active,
  onChange,
  label,
  idPrefix,
  controls,
}: TabsProps<T>) {
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={idPrefix && `${idPrefix}-${tab.value}`}
          aria-selected={tab.value === active}
          aria-controls={controls}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
