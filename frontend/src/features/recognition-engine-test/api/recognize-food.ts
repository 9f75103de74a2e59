import { useMutation } from '@tanstack/react-query';
import { recognizeFoodMutation } from '@/client/@tanstack/react-query.gen';
import { prepareUpload } from '@/lib/downsize-image';

/** Recognises a photo (downsized like a scan) without saving anything. */
export function useRecognizeFood() {
  const mutation = useMutation(recognizeFoodMutation());
  const recognizePhoto = async (photo: Blob) => mutation.mutateAsync({ body: { image: await prepareUpload(photo) } });
  return { recognizePhoto, isPending: mutation.isPending };
}
