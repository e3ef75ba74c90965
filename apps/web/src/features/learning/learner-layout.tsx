import { Layout, Typography } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { SignOutButton } from '../identity/components/sign-out-button';
import { selectCurrentUser } from '../identity/session.slice';
import { PATHS } from '../../routes/paths';

/** Frame of the signed-in learner screens: brand, who is signed in, sign-out. */
export function LearnerLayout() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, background: '#fff', padding: '0 clamp(12px, 3vw, 32px)' }}
      >
        <Link to={PATHS.k9Home} style={{ fontSize: 22, fontWeight: 800, color: '#1d4ed8' }}>
          K9
        </Link>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
          <Typography.Text ellipsis style={{ maxWidth: '40vw' }}>
            {user?.name || user?.email || user?.username}
          </Typography.Text>
          <SignOutButton />
        </div>
      </Layout.Header>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
