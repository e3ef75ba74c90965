import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import type { HomeTab } from './home-tabs';

type Props = {
  tabs: readonly { id: HomeTab; label: string }[];
  active: HomeTab;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (tab: HomeTab) => void;
  /** The '...' tab that opens the menu. */
  children: ReactElement;
};

/** The '...' menu of a narrow tab bar (spec 2 §2.2): antd's Dropdown and Menu, loaded apart from the frame. */
export function MoreTabsMenu({ tabs, active, open, onOpenChange, onPick, children }: Props) {
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: tabs.map((tab) => ({ key: tab.id, label: tab.label })),
        onClick: ({ key }) => onPick(key as HomeTab),
      }}
    >
      {children}
    </Dropdown>
  );
}
