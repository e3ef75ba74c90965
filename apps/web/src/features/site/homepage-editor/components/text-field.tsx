import { Form, Input } from 'antd';

type FieldPath = Array<string | number>;

/** One text of the homepage content; `rows` makes it a text area. */
export function TextField({ name, label, rows }: { name: FieldPath; label: string; rows?: number }) {
  return (
    <Form.Item name={name} label={label} style={{ marginBottom: 12 }}>
      {rows ? <Input.TextArea autoSize={{ minRows: rows, maxRows: 12 }} /> : <Input />}
    </Form.Item>
  );
}
