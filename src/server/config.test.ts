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

  describe('intro video', () => {
    it.each(['INTRO_VIDEO_URL', 'INTRO_VIDEO_POSTER_URL'] as const)('%s: unset, a URL, a site path, a bad value', (name) => {
      expect(loadConfig({})[name]).toBeUndefined()
      expect(loadConfig({ [name]: '  ' })[name]).toBeUndefined()
      expect(loadConfig({ [name]: 'https://cdn.example.com/callie.mp4' })[name]).toBe('https://cdn.example.com/callie.mp4')
      expect(loadConfig({ [name]: '/media/callie.mp4' })[name]).toBe('/media/callie.mp4')
      for (const bad of ['callie.mp4', '//cdn.example.com/callie.mp4', 'javascript:alert(1)', 'ftp://example.com/a.mp4']) {
        expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(`^Invalid configuration: ${name}: `))
      }
    })
  })

  describe('social links', () => {
    it.each(['SOCIAL_INSTAGRAM_URL', 'SOCIAL_LINKEDIN_URL', 'SOCIAL_X_URL'] as const)('%s: unset, https, a bad value', (name) => {
      expect(loadConfig({})[name]).toBeUndefined()
      expect(loadConfig({ [name]: '' })[name]).toBeUndefined()
      expect(loadConfig({ [name]: ' https://example.com/bountiful ' })[name]).toBe('https://example.com/bountiful')
      for (const bad of ['http://example.com/bountiful', 'example.com/bountiful', '/bountiful', 'javascript:alert(1)']) {
        expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(`^Invalid configuration: ${name}: `))
      }
    })
  })
})
