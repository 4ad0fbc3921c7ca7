/** The file's bytes as base64 (read as a data URL: the bytes stay as they are, any encoding). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.onload = () => {
      const url = String(reader.result ?? "");
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.readAsDataURL(file);
  });
}

/** Most bytes a DATEV master-data file may have (the server's limit). */
export const MAX_DATEV_FILE_BYTES = 1024 * 1024;

/** A data: URL of base64 bytes, for a download link of a small generated file. */
export const base64DataUrl = (mimeType: string, base64: string) => `data:${mimeType};base64,${base64}`;
