import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const c = loadConfig({})
    expect(c.PORT).toBe(3000)
    expect(c.PUBLIC_URL).toBe('http://localhost:3000')
    expect(c.DATA_DIR).toMatch(/\/data$/)
    expect(c.DATABASE_URL).toBeUndefined()
  })

  it('stops on a bad value with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
  })
})
