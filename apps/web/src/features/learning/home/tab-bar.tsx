import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { HOME_TABS, NARROW_VISIBLE_TABS, type HomeTab } from './home-tabs';
import { HOME_TEXT as T } from './home.messages';

/** A tab's count (spec 2 §2.2). */
function CountBadge({ count, active }: { count: number; active: boolean }) {
  return (
    <span style={{ marginLeft: 4, flexShrink: 0, minWidth: 18, padding: '0 5px', borderRadius: 9, fontSize: 11, lineHeight: '18px', color: '#fff', background: active ? '#1d4ed8' : '#9ca3af' }}>
      {count.toLocaleString('vi-VN')}
    </span>
  );
}

type Props = { active: HomeTab; narrow: boolean; counts: Partial<Record<HomeTab, number>>; onSelect: (tab: HomeTab) => void };

const tabStyle = (selected: boolean, narrow: boolean) => ({
  ...(narrow ? { flex: '0 1 auto', minWidth: 0, paddingInline: 6, fontSize: 13 } : { paddingInline: 10 }),
  border: 0,
  borderBottom: `3px solid ${selected ? '#1d4ed8' : 'transparent'}`,
  borderRadius: 0,
  fontWeight: selected ? 700 : 500,
  color: selected ? '#1d4ed8' : '#374151',
  background: 'transparent',
  boxShadow: 'none',
  height: 44,
});

/** A label that gives way (ellipsis) on a phone rather than pushing the bar past the screen. */
const labelStyle = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The tab bar (spec 2 §2.2): count badges on stream, caseTraining and longForm; at 768 px or narrower the first three
 * tabs and a '...' menu with the rest.
 */
export function TabBar({ active, narrow, counts, onSelect }: Props) {
  const visible = narrow ? HOME_TABS.slice(0, NARROW_VISIBLE_TABS) : HOME_TABS;
  const rest = narrow ? HOME_TABS.slice(NARROW_VISIBLE_TABS) : [];
  const restActive = rest.some((tab) => tab.id === active);
  return (
    <div role="tablist" aria-label={T.tabsLabel} style={{ display: 'flex', flexWrap: narrow ? 'nowrap' : 'wrap', alignItems: 'center', gap: 2, borderBottom: '1px solid #e5e7eb', overflow: 'hidden', maxWidth: '100%' }}>
      {visible.map((tab) => (
        <Button key={tab.id} role="tab" id={`tab-${tab.id}`} aria-selected={tab.id === active} style={tabStyle(tab.id === active, narrow)} onClick={() => onSelect(tab.id)}>
          <span style={labelStyle}>{tab.label}</span>
          {counts[tab.id] !== undefined ? <CountBadge count={counts[tab.id]!} active={tab.id === active} /> : null}
        </Button>
      ))}
      {rest.length ? (
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [active],
            items: rest.map((tab) => ({ key: tab.id, label: tab.label })),
            onClick: ({ key }) => onSelect(key as HomeTab),
          }}
        >
          <Button role="tab" aria-selected={restActive} aria-label={T.moreTabs} aria-haspopup="menu" style={{ ...tabStyle(restActive, narrow), flex: '0 0 auto' }} icon={<EllipsisOutlined />}>
            {restActive ? (
              <span style={{ display: 'inline-block', maxWidth: 96, overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' }}>{rest.find((tab) => tab.id === active)?.label}</span>
            ) : null}
          </Button>
        </Dropdown>
      ) : null}
    </div>
  );
}
