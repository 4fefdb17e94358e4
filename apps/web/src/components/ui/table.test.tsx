import { fireEvent, screen, within } from '@testing-library/react'
import { Pencil, Trash2 } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'

import {
  ActionsHeader,
  RowMenu,
  RowMenuItem,
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRow,
} from './table'

import { renderApp } from '@/testing/render-app'

function Posts({ onEdit, onDelete }: { onEdit: (id: string) => void; onDelete: () => void }) {
  return (
    <Table aria-label="Posts">
      <TableHead>
        <TableHeader>Title</TableHeader>
        <ActionsHeader />
      </TableHead>
      <TableBody>
        {['first', 'second'].map((id) => (
          <TableRow key={id}>
            <td>{id}</td>
            <td>
              <RowMenu label={`Actions for ${id}`}>
                <RowMenuItem icon={Pencil} onSelect={() => onEdit(id)}>
                  Edit
                </RowMenuItem>
                <RowMenuItem icon={Trash2} tone="danger" onSelect={onDelete}>
                  Delete
                </RowMenuItem>
              </RowMenu>
            </td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

describe('Table with row menus', () => {
  it('names its columns, the actions column for screen readers only', () => {
    renderApp(<Posts onEdit={vi.fn()} onDelete={vi.fn()} />)
    const headers = within(screen.getByRole('table', { name: 'Posts' })).getAllByRole(
      'columnheader',
    )
    expect(headers.map((header) => header.textContent)).toEqual(['Title', 'Actions'])
    expect(headers[1]?.querySelector('.sr-only')).not.toBeNull()
  })

  it('opens a row menu from the keyboard and runs the chosen action for that row', async () => {
    const onEdit = vi.fn()
    renderApp(<Posts onEdit={onEdit} onDelete={vi.fn()} />)

    const trigger = screen.getByRole('button', { name: 'Actions for second' })
    trigger.focus()
    fireEvent.keyDown(trigger, { key: 'Enter' })

    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete'])
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }))
    expect(onEdit).toHaveBeenCalledWith('second')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('closes with Escape without running anything', async () => {
    const onDelete = vi.fn()
    renderApp(<Posts onEdit={vi.fn()} onDelete={onDelete} />)
    const trigger = screen.getByRole('button', { name: 'Actions for first' })
    trigger.focus()
    fireEvent.keyDown(trigger, { key: 'ArrowDown' })
    const menu = await screen.findByRole('menu')
    fireEvent.keyDown(menu, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(onDelete).not.toHaveBeenCalled()
  })
})
