import { DownOutlined, KeyOutlined, LogoutOutlined, PictureOutlined, SettingOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { Profile } from '@k9/contracts';
import type { AccountValidity } from '@k9/domain/identity/rules/account-validity';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../routes/paths';
import { useSignOut } from '../hooks/use-sign-out';
import { IDENTITY_TEXT } from '../identity.messages';
import { ACCOUNT_TEXT } from './account.messages';
import { CountdownBadge } from './countdown-badge';

type Props = { profile: Profile; validity: AccountValidity; onHeaderBackground: () => void; onChangePassword: () => void };

/** Spec 2 §2.2: timer, Header Background, Management and User Management for admins, Logout. */
export function UserMenu({ profile, validity, onHeaderBackground, onChangePassword }: Props) {
  const navigate = useNavigate();
  const [signOut] = useSignOut();
  const items: MenuProps['items'] = [
    { key: 'timer', label: <CountdownBadge validity={validity} />, disabled: true },
    { type: 'divider' },
    { key: 'header-background', icon: <PictureOutlined />, label: ACCOUNT_TEXT.headerBackground, onClick: onHeaderBackground },
    ...(profile.isAdmin
      ? [
          { key: 'management', icon: <SettingOutlined />, label: ACCOUNT_TEXT.management, onClick: () => navigate(PATHS.k9Management) },
          { key: 'user-management', icon: <TeamOutlined />, label: ACCOUNT_TEXT.userManagement, onClick: () => navigate(PATHS.userManagement) },
        ]
      : []),
    { key: 'password', icon: <KeyOutlined />, label: ACCOUNT_TEXT.changePassword, onClick: onChangePassword },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: IDENTITY_TEXT.signOut, danger: true, onClick: () => void signOut() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      {/* A long name shortens with an ellipsis instead of pushing the header past the screen's edge. */}
      <Button icon={<UserOutlined />} aria-label={profile.name} style={{ minWidth: 0, maxWidth: '100%' }}>
        <span style={{ minWidth: 0, maxWidth: '30vw', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{profile.name || profile.email || profile.username}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
