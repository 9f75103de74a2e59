/** Width and height from a JPEG's start-of-frame marker (baseline or progressive). */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error('corrupt JPEG marker');
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

/** The first file part of a multipart body: its filename and bytes. */
export function multipartFile(body: Buffer, contentType: string): { filename: string; bytes: Buffer } {
  const boundary = contentType.match(/boundary=(.+)$/)?.[1];
  if (!boundary) throw new Error('no multipart boundary');
  for (const part of body.toString('latin1').split(`--${boundary}`)) {
    const filename = part.match(/filename="([^"]*)"/)?.[1];
    if (filename === undefined) continue;
    const start = part.indexOf('\r\n\r\n') + 4;
    const end = part.lastIndexOf('\r\n');
    return { filename, bytes: Buffer.from(part.slice(start, end), 'latin1') };
  }
  throw new Error('no file part');
}
