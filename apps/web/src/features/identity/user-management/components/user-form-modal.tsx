import type { UserRecord, UserSaveResponse } from '@k9/contracts';
import { USER_FORM_MESSAGES as M } from '@k9/contracts/identity/identity.messages';
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Row, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useCreateUserMutation, useSetAdminRightsMutation, useUpdateUserMutation } from '../../users.api';
import { useCurrentUser } from '../../current-user';
import { managesRolesOf, offersAuditorSwitch } from '../../roles';
import { AuditorRoleSwitch } from './auditor-role-switch';
import { errorCode, errorMessage, refusalMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { digitsOnly, expiryPreview, initialValues, NOTE_MAX, toRequest, USER_FORM_RULES as RULES, type UserFormValues } from '../user-form';
import { USER_MANAGEMENT_TEXT as TEXT } from '../user-management.messages';

type Props = {
  /** null: a new user. */
  user: UserRecord | null;
  classOptions: { value: number; label: string }[];
  onClose: () => void;
  onSaved: (response: UserSaveResponse) => void;
};

const EXPIRY_ID = 'user-form-expiry';
const ADMIN_RIGHTS_ID = 'user-form-admin-rights';

/**
 * The super admin's switch of another user's admin rights (PUT /api/user/{id}/admin): it takes effect at once, after a
 * confirmation, apart from the form's Save. Shown to the super admin only, and never on their own account.
 */
function AdminRightsSwitch({ user }: { user: UserRecord }) {
  const [setAdminRights, { isLoading }] = useSetAdminRightsMutation();
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  const toast = useFormToast('admin-rights');
  const change = async () => {
    try {
      const response = await setAdminRights({ id: user.id, isAdmin: !isAdmin }).unwrap();
      setIsAdmin(response.data.isAdmin);
      toast.success(response.message);
    } catch (error) {
      toast.error(refusalMessage(error, TEXT.adminRightsFailed));
    }
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, borderTop: '1px solid #f0f0f0', paddingTop: 12 }}>
      <label htmlFor={ADMIN_RIGHTS_ID}>{TEXT.adminRights}</label>
      <Popconfirm title={isAdmin ? TEXT.withdrawAdminTitle : TEXT.grantAdminTitle} okText={TEXT.adminRightsOk} cancelText={TEXT.cancel} onConfirm={change}>
        <Switch id={ADMIN_RIGHTS_ID} checked={isAdmin} loading={isLoading} />
      </Popconfirm>
      <Typography.Text type="secondary">{TEXT.adminRightsHint}</Typography.Text>
    </div>
  );
}

/** Spec 3 §5 user form. Mounted while open, so each opening starts from the user's current values. */
export function UserFormModal({ user, classOptions, onClose, onSaved }: Props) {
  const [form] = Form.useForm<UserFormValues>();
  const toast = useFormToast('user-form');
  const [createUser, creating] = useCreateUserMutation();
  const [updateUser, updating] = useUpdateUserMutation();
  const [initial] = useState(() => initialValues(user, Date.now()));
  const startDate = Form.useWatch('startDate', form);
  const durationDays = Form.useWatch('durationDays', form);
  const editing = user !== null;
  const me = useCurrentUser();
  const managesAdmins = editing && managesRolesOf(me, user);
  const managesAuditor = editing && offersAuditorSwitch(me, user);

  const save = async (values: UserFormValues) => {
    const body = toRequest(values, editing);
    try {
      const response = editing ? await updateUser({ id: user.id, body }).unwrap() : await createUser(body).unwrap();
      toast.success(editing ? TEXT.updated : TEXT.created);
      onSaved(response);
    } catch (error) {
      if (errorCode(error) === 'USER_EXIST') {
        // Spec 3 §8: a warning, and the form stays open for another username or e-mail.
        const text = errorMessage(error, M.saveFailed);
        toast.warning(text);
        const field = text === M.usernameExists ? 'username' : text === M.emailExists ? 'email' : null;
        if (field) form.setFields([{ name: field, errors: [text] }]);
        return;
      }
      toast.error(refusalMessage(error, M.saveFailed));
    }
  };

  const passwordHint = !editing ? TEXT.passwordHintCreate : user.hasPassword ? TEXT.passwordHintEdit : TEXT.passwordHintNone;

  return (
    <Modal
      open
      title={editing ? TEXT.editTitle : TEXT.createTitle}
      okText={editing ? TEXT.save : TEXT.create}
      cancelText={TEXT.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={creating.isLoading || updating.isLoading}
      width={720}
      mask={{ closable: false }}
    >
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        name="user-form"
        initialValues={initial}
        onFinish={save}
        onFinishFailed={() => toast.error(M.checkInput)}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={TEXT.name} name="name" rules={RULES.name}>
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={TEXT.username} name="username" rules={RULES.username(form)} dependencies={['email']}>
              <Input autoComplete="off" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={TEXT.email} name="email" rules={RULES.email}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={TEXT.phone} name="phone" rules={RULES.phone}>
              <Input inputMode="tel" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={TEXT.password} htmlFor="user-form-password" extra={passwordHint} style={{ marginBottom: editing ? 8 : undefined }}>
              <Input.Password id="user-form-password" disabled visibilityToggle={false} value={editing && user.hasPassword ? '********' : ''} />
            </Form.Item>
            {editing ? (
              <Form.Item name="resetPassword" valuePropName="checked">
                <Checkbox>{TEXT.resetPassword}</Checkbox>
              </Form.Item>
            ) : null}
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={TEXT.startDate} name="startDate" rules={RULES.startDate}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={TEXT.durationDays} name="durationDays" rules={RULES.durationDays}>
              <InputNumber<number>
                style={{ width: '100%' }}
                inputMode="numeric"
                onKeyDown={digitsOnly}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={TEXT.expiryDate} htmlFor={EXPIRY_ID} tooltip={TEXT.expiryHint}>
              <Input id={EXPIRY_ID} readOnly value={expiryPreview(startDate, durationDays)} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={TEXT.classes} name="id_user_class">
              <Select mode="multiple" allowClear options={classOptions} optionFilterProp="label" placeholder={TEXT.classesPlaceholder} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={TEXT.note} name="note" rules={RULES.note}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={NOTE_MAX} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {managesAdmins ? <AdminRightsSwitch user={user} /> : null}
      {managesAuditor ? <AuditorRoleSwitch user={user} /> : null}
    </Modal>
  );
}
