import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { indexForArrowKey } from '~/lib/arrow-key-index';
import styles from './Tabs.module.css';

export interface TabItem<T extends string = string> {
  /** Stable id, e.g. `pedidos` (also what `useTabParam` keeps in the URL). */
  id: T;
  /** The tab's text: its accessible name. */
  label: ReactNode;
  /** Content of its panel; only the selected panel's content is rendered. */
  panel: ReactNode;
}

export interface TabsProps<T extends string = string> {
  /** Accessible name of the tab list, e.g. `Painel` or `Situação dos tickets`. */
  label: string;
  tabs: readonly TabItem<T>[];
  /** Id of the selected tab (controlled: keep it in useState or useTabParam). */
  selected: T;
  onSelect: (id: T) => void;
  /** `line` for page-level sections, `pills` for filters inside a section. */
  variant?: 'line' | 'pills';
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list (the selected tab), Left/Right
 * arrows move and select (wrapping), Home/End go to the first/last tab; each tab controls
 * its tabpanel, which is focusable so keyboard users reach content without text controls.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  variant = 'line',
}: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const next = indexForArrowKey(event.key, Math.max(current, 0), tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={label}
        className={`${styles.list} ${styles[variant]}`}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
