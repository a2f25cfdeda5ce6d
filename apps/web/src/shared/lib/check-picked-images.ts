/** True when the browser can decode the file as a picture (its type alone says nothing). */
async function decodes(file: File): Promise<boolean> {
  if (!file.type.startsWith('image/')) return false;
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image.naturalWidth > 0;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Splits picked files, in order, into pictures the browser decodes and the rest. */
export async function checkPickedImages(
  files: readonly File[],
): Promise<{ images: File[]; refused: File[] }> {
  const decoded = await Promise.all(files.map(decodes));
  return {
    images: files.filter((_, index) => decoded[index]),
    refused: files.filter((_, index) => !decoded[index]),
  };
}
