import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  isLocale,
  localeFromPath,
  localizedHref,
  switchLocalePath,
} from '@/domain/locale'

describe('locale constants', () => {
  it('has en and fr, en by default, a one-year cookie', () => {
    expect(LOCALES).toEqual(['en', 'fr'])
    expect(DEFAULT_LOCALE).toBe('en')
    expect(LOCALE_COOKIE).toBe('i18n_redirected')
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60)
  })

  it.each([
    ['en', true],
    ['fr', true],
    ['de', false],
    ['FR', false],
    [undefined, false],
  ])('isLocale(%s) → %s', (v, expected) => expect(isLocale(v)).toBe(expected))
})

describe('localeFromPath', () => {
  it.each([
    ['/fr', 'fr'],
    ['/fr/', 'fr'],
    ['/fr/boots/black', 'fr'],
    ['/fr?x=1', 'fr'],
    ['/fr#store', 'fr'],
    ['/fresh', 'en'],
    ['/french-heels-parisian-design', 'en'],
    ['/', 'en'],
    ['', 'en'],
    ['/boots/fr', 'en'],
    ['/FR', 'en'],
  ])('%j → %s', (path, expected) => expect(localeFromPath(path)).toBe(expected))
})

describe('switchLocalePath', () => {
  it.each([
    ['/boots?x=1', 'fr', '/fr/boots?x=1'],
    ['/fr/boots?x=1', 'en', '/boots?x=1'],
    ['/fr', 'en', '/'],
    ['/', 'fr', '/fr'],
    ['', 'fr', '/fr'],
    ['/fr?x=1', 'en', '/?x=1'],
    ['/?x=1#top', 'fr', '/fr?x=1#top'],
    ['/magazine/on-the-roof#share', 'fr', '/fr/magazine/on-the-roof#share'],
    ['/fr/magazine#list', 'en', '/magazine#list'],
    ['/fresh', 'fr', '/fr/fresh'],
    ['/fr/boots', 'fr', '/fr/boots'],
    ['/boots', 'en', '/boots'],
  ] as const)('%j → %s → %j', (path, target, expected) => expect(switchLocalePath(path, target)).toBe(expected))
})

describe('localizedHref', () => {
  it.each([
    ['/boots', 'en', '/boots'],
    ['/boots', 'fr', '/fr/boots'],
    ['/', 'fr', '/fr'],
    ['boots', 'fr', '/fr/boots'],
    ['/fr/boots', 'fr', '/fr/boots'],
    ['/fr/boots', 'en', '/boots'],
    ['#store', 'fr', '#store'],
    ['https://instagram.com/x', 'fr', 'https://instagram.com/x'],
    ['//cdn.example/x.jpg', 'fr', '//cdn.example/x.jpg'],
    ['mailto:hello@example.fr', 'fr', 'mailto:hello@example.fr'],
  ] as const)('(%j, %s) → %j', (path, locale, expected) => expect(localizedHref(path, locale)).toBe(expected))
})
