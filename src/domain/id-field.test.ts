import { describe, expect, it } from 'vitest'
import { idField, MAX_ID, pathIdField } from './id-field'

describe('idField', () => {
  it('takes whole numbers from 1 to the largest serial only', () => {
    for (const ok of [1, 42, MAX_ID]) expect(idField().safeParse(ok).success, String(ok)).toBe(true)
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 3e9, 1e21, Number.NaN, '7', null])
      expect(idField('Bad id').safeParse(bad).error?.issues[0].message, String(bad)).toBe('Bad id')
  })
})

describe('pathIdField', () => {
  it('reads canonical decimals only, so one id has one URL', () => {
    expect(pathIdField().parse('7')).toBe(7)
    expect(pathIdField().parse(String(MAX_ID))).toBe(MAX_ID)
    for (const bad of [
      '007',
      '00001',
      '7.0',
      '7e0',
      '0x7',
      ' 7',
      '+7',
      '-7',
      '0',
      '',
      '2147483648',
      '3000000000',
      '99999999999',
      'abc',
    ]) {
      expect(pathIdField().safeParse(bad).error?.issues[0].message, bad).toBe('Must be a valid id')
    }
  })
})
