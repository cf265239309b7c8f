import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface ResultTab {
  key: string;
  label: string;
  panel: ReactNode;
}

interface ResultTabsProps {
  label: string;
  tabs: readonly ResultTab[];
  selected: string;
  onSelect: (key: string) => void;
  /**
   * Keep each panel in the page once it was shown, hidden while another is chosen: what is typed or chosen in
   * it stays as it was, and a panel never shown is never loaded.
   */
  keepMounted?: boolean;
}

/**
 * Tabs as the ARIA pattern has them: arrow keys (and Home/End) move between tabs, Tab goes into the panel;
 * only the chosen panel is in the page (or, with `keepMounted`, in view).
 */
export function ResultTabs({ label, tabs, selected, onSelect, keepMounted = false }: ResultTabsProps) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const shown = useRef(new Set<string>());
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  shown.current.add(tabs[current]!.key);
  const inPage = tabs.filter((tab, index) => (keepMounted ? shown.current.has(tab.key) : index === current));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + tabs.length) % tabs.length;
    onSelect(tabs[index]!.key);
    refs.current[index]?.focus();
  }

  return (
    <div className="flex flex-1 flex-col">
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const isSelected = index === current;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.key}-tab`}
              aria-selected={isSelected}
              aria-controls={`${id}-${tab.key}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                isSelected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {inPage.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={tab.key !== tabs[current]!.key}
          className="flex flex-1 flex-col pt-3"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
