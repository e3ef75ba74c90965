import { Grid, Select, Tabs, type TabsProps } from 'antd';
import type { ReactNode } from 'react';

export type ResponsiveTab = { key: string; label: ReactNode; children?: ReactNode };

type Props = Pick<TabsProps, 'destroyOnHidden'> & {
  activeKey: string;
  onChange: (key: string) => void;
  items: ResponsiveTab[];
  /** Names the select that stands for the tab bar on phones (what the tabs choose between). */
  label: string;
};

/**
 * A tab bar that stays accessible on phones. Where antd's tabs do not fit, antd adds an overflow button inside the
 * element with role="tablist", which may hold only tabs (axe: aria-required-children, critical). Below 768 px the tabs
 * are one select named `label`, with the chosen tab's content under it; from 768 px they are antd's tabs.
 */
export function ResponsiveTabs({ activeKey, onChange, items, label, destroyOnHidden }: Props) {
  const phone = Grid.useBreakpoint().md === false;
  if (!phone) return <Tabs activeKey={activeKey} onChange={onChange} items={items} destroyOnHidden={destroyOnHidden} />;
  const active = items.find((item) => item.key === activeKey);
  return (
    <>
      <Select
        aria-label={label}
        value={activeKey}
        onChange={onChange}
        options={items.map((item) => ({ value: item.key, label: item.label }))}
        style={{ width: '100%', marginBottom: 16 }}
      />
      {active?.children}
    </>
  );
}
