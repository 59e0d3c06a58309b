import { describe, expect, it } from 'vitest'
import { type Kept, withKeptChanges } from './kept-changes.ts'

type Row = { id: number; status: string }
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id, status: 'nouveau' }))
const kept = (...entries: [number, string, number][]) =>
  new Map<number, Kept<Row>>(entries.map(([id, status, index]) => [id, { item: { id, status }, index }]))

describe('withKeptChanges', () => {
  it('shows the list as it is when nothing changed', () => {
    expect(withKeptChanges(rows(1, 2), new Map())).toEqual([
      { item: { id: 1, status: 'nouveau' }, changed: false },
      { item: { id: 2, status: 'nouveau' }, changed: false },
    ])
  })

  it('shows a changed record with its new status, marked', () => {
    expect(withKeptChanges(rows(1, 2), kept([2, 'contacte', 1]))[1]).toEqual({
      item: { id: 2, status: 'contacte' },
      changed: true,
    })
  })

  it('puts back at its place a changed record the filter no longer lists', () => {
    const cards = withKeptChanges(rows(1, 3), kept([2, 'contacte', 1]))
    expect(cards.map(({ item, changed }) => [item.id, changed])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ])
  })

  it('shows a record changed under another filter only where the list has it', () => {
    const other = new Map<number, Kept<Row>>([
      [2, { item: { id: 2, status: 'contacte' }, index: null }],
      [4, { item: { id: 4, status: 'contacte' }, index: null }],
    ])
    expect(withKeptChanges(rows(1, 2), other).map(({ item, changed }) => [item.id, item.status, changed])).toEqual([
      [1, 'nouveau', false],
      [2, 'contacte', true],
    ])
  })

  it('keeps a changed record even when the list became empty', () => {
    expect(withKeptChanges([], kept([5, 'contacte', 3]))).toEqual([
      { item: { id: 5, status: 'contacte' }, changed: true },
    ])
  })
})
