/** Board images checked one by one, when picked and again by the server: the file is named. */
export const imageFiles = {
  /** Shown under the picker: these files were left out, the rest kept. */
  leftOut: (names: readonly string[]) =>
    `${names.map((name) => `'${name}'`).join(', ')}은(는) 이미지 파일이 아니라서 제외했습니다.`,
  /** The server's refusal of one file. */
  notAnImage: (name: string) =>
    `'${name}'은(는) 이미지 파일이 아닙니다. 이미지 파일만 올릴 수 있습니다.`,
} as const;
