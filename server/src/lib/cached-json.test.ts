import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../db/database.ts'
import { cachedJson, OTHER_WRITERS_DELAY_MS } from './cached-json.ts'

describe('cachedJson', () => {
  const cleanup: Array<() => void> = []
  afterEach(() => {
    for (const fn of cleanup.splice(0)) fn()
  })

  function setUp() {
    const dir = mkdtempSync(path.join(tmpdir(), 'eglise-cached-json-'))
    const db = openDatabase(dir)
    const other = openDatabase(dir)
    cleanup.push(() => {
      other.close()
      db.close()
      rmSync(dir, { recursive: true, force: true })
    })
    db.exec('CREATE TABLE t (v TEXT)')
    let computed = 0
    const read = cachedJson(db, () => {
      computed += 1
      return db.prepare('SELECT v FROM t ORDER BY rowid').pluck().all()
    })
    return { db, other, read, computed: () => computed }
  }

  const insert = (db: Db, value: string) => db.prepare('INSERT INTO t (v) VALUES (?)').run(value)

  it('computes once while nothing changes, and again at once after a change by this connection', () => {
    const { db, read, computed } = setUp()
    const first = read()
    expect(read()).toBe(first)
    expect(computed()).toBe(1)
    insert(db, 'a')
    const second = read()
    expect(second.body).toBe('["a"]')
    expect(second.etag).not.toBe(first.etag)
    expect(computed()).toBe(2)
  })

  it('sees a commit by another connection within OTHER_WRITERS_DELAY_MS', async () => {
    const { other, read } = setUp()
    expect(read().body).toBe('[]')
    insert(other, 'b')
    await sleep(OTHER_WRITERS_DELAY_MS + 10)
    expect(read().body).toBe('["b"]')
  })

  it('computes again when the key changes (the day)', () => {
    const { read, computed } = setUp()
    read('2026-11-22')
    read('2026-11-22')
    read('2026-11-23')
    expect(computed()).toBe(2)
  })
})
