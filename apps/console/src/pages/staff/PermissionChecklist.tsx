import { Checkbox, Col, Row, Typography } from 'antd'
import type { Permission } from '@shop/contracts/permissions'
import { PERMISSION_GROUPS } from './permission-groups'

/** A role's permissions as a checklist grouped by domain, each group with its own 全选 (a form control). */
export function PermissionChecklist({
  value = [],
  onChange,
  disabled,
}: {
  value?: Permission[]
  onChange?: (value: Permission[]) => void
  disabled?: boolean
}) {
  const set = (codes: Permission[], on: boolean) =>
    onChange?.(on ? [...new Set([...value, ...codes])] : value.filter((code) => !codes.includes(code)))
  return (
    <div>
      {PERMISSION_GROUPS.map((group) => {
        const codes = group.permissions.map((p) => p.code)
        const held = codes.filter((code) => value.includes(code)).length
        return (
          <Row key={group.name} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
            <Col flex="140px">
              <Checkbox
                disabled={disabled}
                checked={held === codes.length}
                indeterminate={held > 0 && held < codes.length}
                onChange={(event) => set(codes, event.target.checked)}
              >
                <Typography.Text strong>{group.name}</Typography.Text>
              </Checkbox>
            </Col>
            <Col flex="1">
              {group.permissions.map((p) => (
                <Checkbox
                  key={p.code}
                  disabled={disabled}
                  checked={value.includes(p.code)}
                  onChange={(event) => set([p.code], event.target.checked)}
                  style={{ marginInlineEnd: 16 }}
                >
                  {p.label}
                </Checkbox>
              ))}
            </Col>
          </Row>
        )
      })}
    </div>
  )
}
