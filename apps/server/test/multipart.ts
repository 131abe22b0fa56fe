/** A multipart/form-data body for `app.inject` (uploads): its parts, then the payload and its content type. */
export function multipart(parts: Array<{ field: string; filename?: string; type?: string; data: Buffer | string }>) {
  const boundary = '----shop-test-boundary'
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.filename
          ? `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
          : '') +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
    Buffer.from('\r\n'),
  ])
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}
