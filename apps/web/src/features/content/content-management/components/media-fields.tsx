import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadPurpose } from '@k9/contracts/storage/upload.dto';
import { Button, Space, Typography, Upload } from 'antd';
import { Refusal, failureMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useUploadFilesMutation } from '../../../site/site.api';
import { CONTENT_FORM_TEXT as F } from '../content-forms.messages';

type Common = { purpose: UploadPurpose; accept?: string; kind: string; check?: (file: File) => string | null };
const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

function useUpload({ purpose, kind, check }: Common) {
  const toast = useFormToast('content-form-upload');
  const [uploadFiles, { isLoading }] = useUploadFilesMutation();
  const upload = async (files: File[]): Promise<string[]> => {
    try {
      for (const file of files) {
        const reason = check?.(file);
        if (reason) throw new Refusal(reason);
      }
      const { files: stored } = await uploadFiles({ files, purpose }).unwrap();
      return stored.map((file) => file.url || file.fileUrl);
    } catch (error) {
      toast.error(failureMessage(`Upload ${F.uploadKind[kind] ?? kind} thất bại!`, error));
      return [];
    }
  };
  return { upload, isLoading, toast };
}

/** One file (avatar, video, audio, background audio): upload replaces, remove clears. */
export function SingleMedia({ value, onChange, ...options }: Common & { value?: string | null; onChange?: (url: string | null) => void }) {
  const { upload, isLoading } = useUpload(options);
  return (
    <Space wrap>
      {value ? (
        options.purpose === 'image' ? (
          <img src={value} alt={F.uploadKind[options.kind]} style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 6 }} />
        ) : (
          <Typography.Link href={value} target="_blank" rel="noopener noreferrer">
            {fileName(value)}
          </Typography.Link>
        )
      ) : null}
      <Upload
        accept={options.accept}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload([file]).then(([url]) => url && onChange?.(url));
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={isLoading}>
          {F.upload}
        </Button>
      </Upload>
      {value ? (
        <Button danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
          {F.remove}
        </Button>
      ) : null}
    </Space>
  );
}

/** A list of files (images up to 8, attached files up to 10): each upload adds, each remove takes one out. */
export function MediaList({ value = [], onChange, max, tooMany, ...options }: Common & { value?: string[]; onChange?: (urls: string[]) => void; max: number; tooMany: string }) {
  const { upload, isLoading, toast } = useUpload(options);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {value.map((url) => (
          <Space key={url} size={4} style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 4 }}>
            {options.purpose === 'image' ? (
              <img src={url} alt={F.uploadKind[options.kind]} style={{ width: 64, height: 64, objectFit: 'cover' }} />
            ) : (
              <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
                {fileName(url)}
              </Typography.Link>
            )}
            <Button size="small" danger type="text" icon={<DeleteOutlined />} aria-label={`${F.remove} ${fileName(url)}`} onClick={() => onChange?.(value.filter((item) => item !== url))} />
          </Space>
        ))}
      </Space>
      <Upload
        accept={options.accept}
        multiple
        showUploadList={false}
        beforeUpload={(file, batch) => {
          // antd calls this once per file of a batch: the batch goes up once, from its first file.
          if (file !== batch[0]) return Upload.LIST_IGNORE;
          if (value.length + batch.length > max) {
            toast.error(tooMany);
            return Upload.LIST_IGNORE;
          }
          void upload(batch).then((urls) => urls.length && onChange?.([...value, ...urls]));
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={isLoading} disabled={value.length >= max}>
          {`${F.upload} (${value.length}/${max})`}
        </Button>
      </Upload>
    </Space>
  );
}
