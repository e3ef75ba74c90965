import { Form, Input } from 'antd';
import { REGISTER_MESSAGES as M } from '@k9/contracts/identity/identity.messages';
import { IDENTITY_LIMITS as L } from '@k9/contracts/identity/identity.rules';

type Props = { name: string; label: string; confirmName: string; confirmLabel: string };

/** A new password and its confirmation (spec 1 §5: at least 6 characters, 'Mật khẩu không khớp!'). */
export function NewPasswordFields({ name, label, confirmName, confirmLabel }: Props) {
  return (
    <>
      <Form.Item
        label={label}
        name={name}
        rules={[
          { required: true, message: M.passwordRequired },
          { min: L.passwordMin, message: M.passwordTooShort },
          { max: L.passwordMax, message: M.passwordTooLong },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name={confirmName}
        dependencies={[name]}
        rules={[
          { required: true, message: M.confirmRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value) => (!value || getFieldValue(name) === value ? Promise.resolve() : Promise.reject(new Error(M.confirmMismatch))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
