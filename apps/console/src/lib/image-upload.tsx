import { useEffect, useState } from 'react'
import { Upload, type UploadFile, type UploadProps } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { callUrl, getToken } from './http'
import { feedback } from './feedback'

/** What `merchant/uploads` answers. */
interface Uploaded {
  url: string
}

const fileOf = (url: string): UploadFile => ({ uid: url, name: url.split('/').pop() ?? url, status: 'done', url })

/**
 * Pictures uploaded through the console's one upload call (`merchant/uploads`: checked by their bytes, at most
 * 5 MB), as a form field holding their URLs: `value` / `onChange` with a `string[]` (`max` 1 for a single picture,
 * whose field then holds the list of one). Failures show the server's Chinese message.
 */
export function ImageUpload({
  value = [],
  onChange,
  max = 1,
}: {
  value?: string[]
  onChange?: (urls: string[]) => void
  max?: number
}) {
  // The files shown: the field's pictures, plus one while it uploads (the field holds finished URLs only).
  const [files, setFiles] = useState<UploadFile[]>(() => value.map(fileOf))
  const key = value.join('|')
  useEffect(() => {
    setFiles((shown) => [...value.map(fileOf), ...shown.filter((f) => f.status === 'uploading')])
  }, [key])
  const props: UploadProps<Uploaded | { message?: string }> = {
    action: callUrl('merchant/uploads'),
    name: 'file',
    accept: 'image/jpeg,image/png,image/webp,image/gif',
    listType: 'picture-card',
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
    fileList: files,
    onChange: ({ file, fileList }) => {
      setFiles(fileList.filter((f) => f.status !== 'error'))
      if (file.status === 'error') {
        const answer = file.response as { message?: string } | undefined
        feedback.message.error(answer?.message ?? '图片上传失败，请稍后再试')
      }
      if (file.status === 'done' || file.status === 'removed') {
        onChange?.(
          fileList.flatMap((f) => {
            const url = f.url ?? (f.response as Uploaded | undefined)?.url
            return url ? [url] : []
          }),
        )
      }
    },
  }
  return (
    <Upload {...props}>
      {files.length < max && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>上传图片</div>
        </div>
      )}
    </Upload>
  )
}
