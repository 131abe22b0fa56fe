import type { ReactElement } from 'react'
import { Button } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { ModalForm, type ModalFormProps } from '@ant-design/pro-components'
import type { Permission } from '@shop/contracts/permissions'
import { Can } from './session'

/**
 * A list page's create-or-edit dialog: to create, a ModalForm opened by its `trigger` (see `createButton`); to edit
 * (`editing`), mounted open for its row, keyed by it (README "Writes and forms"), and closed through `onClose`. Its
 * fields are forgotten when it closes; dates go out as ISO text with their offset.
 */
export function EditDialog<V>({
  editing,
  onClose,
  ...props
}: ModalFormProps<V> & { editing: boolean; onClose?: (() => void) | undefined }) {
  return (
    <ModalForm<V>
      modalProps={{ destroyOnClose: true }}
      dateFormatter={(value) => value.format()}
      {...(editing && { open: true, onOpenChange: (open: boolean) => !open && onClose?.() })}
      {...props}
    />
  )
}

/**
 * The toolbar's 新建… button of a list page, shown to a role that holds `permission`: `dialog` is the page's create
 * dialog, given the button as its trigger.
 */
export function createButton(
  permission: Permission,
  label: string,
  dialog: (trigger: ReactElement) => ReactElement,
): ReactElement {
  return (
    <Can key="create" permission={permission}>
      {dialog(
        <Button type="primary" icon={<PlusOutlined />}>
          {label}
        </Button>,
      )}
    </Can>
  )
}
