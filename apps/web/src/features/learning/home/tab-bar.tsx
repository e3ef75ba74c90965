import { EllipsisOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { HOME_TABS, NARROW_VISIBLE_TABS, type HomeTab } from './home-tabs';
import { HOME_TEXT as T } from './home.messages';
import { nextTabIndex } from './tab-keys';
import { NARROW_QUERY } from './use-narrow';

// The '...' menu (antd's Dropdown and Menu) is not part of the frame: on a narrow screen its code starts loading as
// soon as this module runs (during the signed-in guard's spinner); until it is there the '...' tab shows, unopened.
let moreTabsMenu: Promise<typeof import('./more-tabs-menu')> | undefined;
const loadMoreTabsMenu = () => (moreTabsMenu ??= import('./more-tabs-menu'));
if (typeof window !== 'undefined' && window.matchMedia?.(NARROW_QUERY).matches) void loadMoreTabsMenu();
const MoreTabsMenu = lazy(() => loadMoreTabsMenu().then((m) => ({ default: m.MoreTabsMenu })));

/** The id of the panel every tab controls (one panel: it shows the selected tab's area). */
export const HOME_TAB_PANEL = 'home-tab-panel';
export const tabId = (tab: HomeTab) => `tab-${tab}`;

/** A tab's count (spec 2 §2.2); white on a grey of 7:1 (the lighter grey was under 3:1). */
function CountBadge({ count, active }: { count: number; active: boolean }) {
  return (
    <span style={{ marginLeft: 4, flexShrink: 0, minWidth: 18, padding: '0 5px', borderRadius: 9, fontSize: 11, lineHeight: '18px', color: '#fff', background: active ? '#1d4ed8' : '#4b5563' }}>
      {count.toLocaleString('vi-VN')}
    </span>
  );
}

type Props = { active: HomeTab; narrow: boolean; counts: Partial<Record<HomeTab, number>>; onSelect: (tab: HomeTab) => void };

const tabStyle = (selected: boolean, narrow: boolean) => ({
  ...(narrow ? { flex: '0 1 auto', minWidth: 0, paddingInline: 6, fontSize: 13, lineHeight: 1.25, whiteSpace: 'normal' as const } : { paddingInline: 10 }),
  border: 0,
  borderBottom: `3px solid ${selected ? '#1d4ed8' : 'transparent'}`,
  borderRadius: 0,
  fontWeight: selected ? 700 : 500,
  color: selected ? '#1d4ed8' : '#374151',
  background: 'transparent',
  boxShadow: 'none',
  height: 'auto',
  minHeight: 44,
});

/**
 * The tab bar (spec 2 §2.2): count badges on stream, caseTraining and longForm; at 768 px or narrower the first three
 * tabs and a '...' menu with the rest. Keyboard (WAI-ARIA tabs): one Tab stop, the arrow keys, Home and End move
 * between the tabs, Enter or Space opens one; the '...' tab opens its menu with focus in it, and focus comes back to it
 * after a choice. On a phone a long label wraps to two lines rather than being cut.
 */
export function TabBar({ active, narrow, counts, onSelect }: Props) {
  const visible = narrow ? HOME_TABS.slice(0, NARROW_VISIBLE_TABS) : HOME_TABS;
  const rest = narrow ? HOME_TABS.slice(NARROW_VISIBLE_TABS) : [];
  const restActive = rest.some((tab) => tab.id === active);
  const [menuOpen, setMenuOpen] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(barRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const next = nextTabIndex(event.key, tabs.indexOf(document.activeElement as HTMLElement), tabs.length);
    if (next === null) return;
    event.preventDefault();
    tabs[next].focus();
  };

  const restLabel = rest.find((tab) => tab.id === active)?.label;
  const moreTab = (
    <Button
      ref={moreRef}
      role="tab"
      id={restActive ? tabId(active) : undefined}
      aria-selected={restActive}
      aria-controls={restActive ? HOME_TAB_PANEL : undefined}
      aria-label={restActive ? `${T.moreTabs}: ${restLabel}` : T.moreTabs}
      aria-haspopup="menu"
      aria-expanded={menuOpen}
      tabIndex={restActive ? 0 : -1}
      style={{ ...tabStyle(restActive, narrow), flex: '0 0 auto' }}
      icon={<EllipsisOutlined />}
    >
      {restActive ? <span>{restLabel}</span> : null}
    </Button>
  );

  return (
    // Nothing clips the focus ring: no overflow rule, and room around the tabs.
    <div ref={barRef} role="tablist" aria-label={T.tabsLabel} onKeyDown={onKeyDown} style={{ display: 'flex', flexWrap: narrow ? 'nowrap' : 'wrap', alignItems: 'stretch', gap: 2, padding: 3, borderBottom: '1px solid #e5e7eb', maxWidth: '100%' }}>
      {visible.map((tab) => (
        <Button
          key={tab.id}
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === active}
          aria-controls={tab.id === active ? HOME_TAB_PANEL : undefined}
          tabIndex={tab.id === active ? 0 : -1}
          style={tabStyle(tab.id === active, narrow)}
          onClick={() => onSelect(tab.id)}
        >
          <span>{tab.label}</span>
          {counts[tab.id] !== undefined ? <CountBadge count={counts[tab.id]!} active={tab.id === active} /> : null}
        </Button>
      ))}
      {rest.length ? (
        <Suspense fallback={moreTab}>
          <MoreTabsMenu
            tabs={rest}
            active={active}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onPick={(tab) => {
              setMenuOpen(false);
              onSelect(tab);
              // Back to the '...' tab, which now names the chosen one.
              requestAnimationFrame(() => moreRef.current?.focus());
            }}
          >
            {moreTab}
          </MoreTabsMenu>
        </Suspense>
      ) : null}
    </div>
  );
}
