import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { UserClassRecord } from '@k9/contracts';
import { USER_CLASS_MESSAGES as C } from '@k9/domain/identity/identity.messages';
import { Button, Form, Input, Modal, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useCreateUserClassMutation, useDeleteUserClassMutation, useRenameUserClassMutation } from '../../users.api';
import { refusalMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { USER_MANAGEMENT_TEXT as TEXT } from '../user-management.messages';
import { LoadFailure } from '../../../../app/load-failure';

type Props = {
  open: boolean;
  onClose: () => void;
  classes: UserClassRecord[];
  loading: boolean;
  /** The classes' read failure, if it failed. */
  loadError: unknown;
  onRetry: () => unknown;
};

/** Spec 3 §5: a class name is required, at least 2 characters (trimmed). */
const classNameError = (name: string): string | null => {
  const trimmed = name.trim();
  if (!trimmed) return C.nameRequired;
  if (trimmed.length < 2) return C.nameTooShort;
  return null;
};

const NAME_RULES = [
  {
    validator: (_rule: unknown, value: string | undefined) => {
      const error = classNameError(value ?? '');
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  },
];

/** List, add, rename inline and delete user classes. */
export function UserClassModal({ open, onClose, classes, loading, loadError, onRetry }: Props) {
  const toast = useFormToast('user-classes');
  const [form] = Form.useForm<{ name: string }>();
  const [createClass, creating] = useCreateUserClassMutation();
  const [renameClass, renaming] = useRenameUserClassMutation();
  const [deleteClass] = useDeleteUserClassMutation();
  const [editing, setEditing] = useState<{ id: number; name: string; error: string | null } | null>(null);

  const add = async ({ name }: { name: string }) => {
    try {
      await createClass({ name: name.trim() }).unwrap();
      form.resetFields();
      toast.success(TEXT.classCreated);
    } catch (error) {
      toast.error(refusalMessage(error, TEXT.classCreateFailed));
    }
  };

  const columns = useMemo<TableColumnsType<UserClassRecord>>(() => {
    const saveRename = async () => {
      if (!editing) return;
      const error = classNameError(editing.name);
      if (error) return setEditing({ ...editing, error });
      try {
        await renameClass({ id: editing.id, name: editing.name.trim() }).unwrap();
        setEditing(null);
        toast.success(TEXT.classRenamed);
      } catch (saveError) {
        toast.error(refusalMessage(saveError, TEXT.classRenameFailed));
      }
    };
    const remove = async (id: number) => {
      try {
        await deleteClass(id).unwrap();
        toast.success(TEXT.classDeleted);
      } catch (error) {
        toast.error(refusalMessage(error, TEXT.classDeleteFailed));
      }
    };
    return [
      {
        title: TEXT.className,
        dataIndex: 'name',
        render: (name: string, record) =>
          editing?.id === record.id ? (
            <div>
              <Input
                autoFocus
                aria-label={TEXT.className}
                value={editing.name}
                status={editing.error ? 'error' : undefined}
                onChange={(event) => setEditing({ ...editing, name: event.target.value, error: null })}
                onPressEnter={() => void saveRename()}
                onKeyDown={(event) => (event.key === 'Escape' ? (event.stopPropagation(), setEditing(null)) : undefined)}
              />
              {editing.error ? <Typography.Text type="danger">{editing.error}</Typography.Text> : null}
            </div>
          ) : (
            name
          ),
      },
      {
        title: TEXT.columnActions,
        key: 'actions',
        width: 120,
        render: (_value, record) =>
          editing?.id === record.id ? (
            <Space size={0}>
              <Tooltip title={TEXT.save}>
                <Button type="text" aria-label={TEXT.save} icon={<CheckOutlined />} loading={renaming.isLoading} onClick={() => void saveRename()} />
              </Tooltip>
              <Tooltip title={TEXT.cancel}>
                <Button type="text" aria-label={TEXT.cancel} icon={<CloseOutlined />} onClick={() => setEditing(null)} />
              </Tooltip>
            </Space>
          ) : (
            <Space size={0}>
              <Tooltip title={TEXT.rename}>
                <Button
                  type="text"
                  aria-label={TEXT.rename}
                  icon={<EditOutlined />}
                  onClick={() => setEditing({ id: record.id, name: record.name, error: null })}
                />
              </Tooltip>
              <Popconfirm
                title={TEXT.confirmDelete}
                okText={TEXT.deleteOk}
                cancelText={TEXT.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(record.id)}
              >
                <Button type="text" danger aria-label={TEXT.delete} icon={<DeleteOutlined />} />
              </Popconfirm>
            </Space>
          ),
      },
    ];
  }, [editing, renameClass, deleteClass, renaming.isLoading, toast]);

  return (
    <Modal open={open} title={TEXT.classModalTitle} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Form form={form} layout="inline" name="user-class-form" onFinish={add} style={{ marginBottom: 16, flexWrap: 'nowrap' }}>
        <Form.Item name="name" rules={NAME_RULES} style={{ flex: 1 }}>
          <Input aria-label={TEXT.className} placeholder={TEXT.classNamePlaceholder} maxLength={100} />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={creating.isLoading}>
            {TEXT.addClass}
          </Button>
        </Form.Item>
      </Form>
      {loadError ? <LoadFailure error={loadError} fallback={TEXT.classLoadFailed} onRetry={onRetry} style={{ marginBottom: 16 }} /> : null}
      <Table<UserClassRecord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={classes}
        loading={loading}
        pagination={false}
        scroll={{ y: 400 }}
        locale={{ emptyText: TEXT.classesEmpty }}
      />
    </Modal>
  );
}
