import { useCallback } from 'react';
import { useUploadFilesMutation } from '../site.api';

/** Image slots take image files only (spec 1 §5); the server refuses the rest as well. */
export const isImageFile = (file: File): boolean => file.type.startsWith('image/');

/** Stores one image file and gives back its address; throws when it is not an image or the upload fails. */
export function useUploadImage(): { uploadImage: (file: File) => Promise<string>; isUploading: boolean } {
  const [uploadFiles, { isLoading }] = useUploadFilesMutation();
  const uploadImage = useCallback(
    async (file: File) => {
      if (!isImageFile(file)) throw new Error(`not an image: ${file.type || file.name}`);
      const { files } = await uploadFiles({ files: [file], purpose: 'image' }).unwrap();
      const url = files[0]?.url || files[0]?.fileUrl;
      if (!url) throw new Error('the upload answered without an address');
      return url;
    },
    [uploadFiles],
  );
  return { uploadImage, isUploading: isLoading };
}
