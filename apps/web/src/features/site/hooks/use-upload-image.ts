import { UPLOAD_MAX_MB, UPLOAD_MESSAGES } from '@k9/contracts/storage/upload.dto';
import { useCallback } from 'react';
import { Refusal } from '../../../api/errors';
import { useUploadFilesMutation } from '../site.api';

const MAX_IMAGE_BYTES = UPLOAD_MAX_MB.image * 1024 * 1024;

/** Image slots take image files only (spec 1 §5); the server refuses the rest as well. */
export const isImageFile = (file: File): boolean => file.type.startsWith('image/');

/**
 * Stores one image file and gives back its address. Throws a `Refusal` in the server's words for what the server
 * would refuse anyway (not an image, too large), the server's refusal (its reason in `data.message`), or another failure.
 */
export function useUploadImage(): { uploadImage: (file: File) => Promise<string>; isUploading: boolean } {
  const [uploadFiles, { isLoading }] = useUploadFilesMutation();
  const uploadImage = useCallback(
    async (file: File) => {
      if (!isImageFile(file)) throw new Refusal(UPLOAD_MESSAGES.wrongType.image);
      if (file.size > MAX_IMAGE_BYTES) throw new Refusal(UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_MB.image));
      const { files } = await uploadFiles({ files: [file], purpose: 'image' }).unwrap();
      const url = files[0]?.url || files[0]?.fileUrl;
      if (!url) throw new Error('the upload answered without an address');
      return url;
    },
    [uploadFiles],
  );
  return { uploadImage, isUploading: isLoading };
}
