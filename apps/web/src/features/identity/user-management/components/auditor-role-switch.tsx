import type { UserRecord } from '@k9/contracts';
import { Popconfirm, Switch, Typography } from 'antd';
import { useState } from 'react';
import { refusalMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useSetAuditorRightsMutation } from '../../users.api';
import { USER_MANAGEMENT_TEXT as TEXT } from '../user-management.messages';

const AUDITOR_ROLE_ID = 'user-form-auditor-role';

/**
 * The super admin's switch of another user's auditor role (PUT /api/user/{id}/auditor, issue 36 §4): read-only access to
 * everything admins read. It takes effect at once, after a confirmation, apart from the form's Save.
 */
export function AuditorRoleSwitch({ user }: { user: UserRecord }) {
  const [setAuditorRights, { isLoading }] = useSetAuditorRightsMutation();
  const [isAuditor, setIsAuditor] = useState(user.isAuditor);
  const toast = useFormToast('auditor-role');
  const change = async () => {
    try {
      const response = await setAuditorRights({ id: user.id, auditor: !isAuditor }).unwrap();
      setIsAuditor(response.data.isAuditor);
      toast.success(response.message);
    } catch (error) {
      toast.error(refusalMessage(error, TEXT.auditorRoleFailed));
    }
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, borderTop: '1px solid #f0f0f0', paddingTop: 12, marginTop: 12 }}>
      <label htmlFor={AUDITOR_ROLE_ID}>{TEXT.auditorRole}</label>
      <Popconfirm title={isAuditor ? TEXT.revokeAuditorTitle : TEXT.grantAuditorTitle} okText={TEXT.adminRightsOk} cancelText={TEXT.cancel} onConfirm={change}>
        <Switch id={AUDITOR_ROLE_ID} checked={isAuditor} loading={isLoading} />
      </Popconfirm>
      <Typography.Text type="secondary">{TEXT.auditorRoleHint}</Typography.Text>
    </div>
  );
}
