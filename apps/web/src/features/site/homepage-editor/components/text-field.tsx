import { Form, Input } from 'antd';
import { HOMEPAGE_MESSAGES, isRequiredHomepageField } from '@k9/domain/site/rules/homepage-content';

type FieldPath = Array<string | number>;

/** One text of the homepage content; `rows` makes it a text area. The texts the homepage cannot do without are required. */
export function TextField({ name, label, rows }: { name: FieldPath; label: string; rows?: number }) {
  const required = isRequiredHomepageField(name);
  return (
    <Form.Item
      name={name}
      label={label}
      required={required}
      rules={required ? [{ required: true, whitespace: true, message: HOMEPAGE_MESSAGES.requiredField }] : undefined}
      style={{ marginBottom: 12 }}
    >
      {rows ? <Input.TextArea autoSize={{ minRows: rows, maxRows: 12 }} /> : <Input />}
    </Form.Item>
  );
}
