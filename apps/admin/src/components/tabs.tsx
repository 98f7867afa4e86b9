// A row of tabs that filter a list (deposits by status, and the like).
export type Tab<V extends string> = { value: V; label: string };

export function Tabs<V extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: Tab<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={`tab ${tab.value === value ? 'active' : ''}`}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
