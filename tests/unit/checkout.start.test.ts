// One checkout attempt as the panel sees it: the url to go to, or the alert's text.
import { describe, expect, it, vi } from 'vitest'
import { CHECKOUT_ENDPOINT, requestCheckoutUrl } from '@/components/checkout/useStartCheckout'
import { HttpError } from '@/lib/http'

const text = { fallback: 'Failed to start checkout. Please try again.', noUrl: 'No checkout URL received' }

describe('requestCheckoutUrl', () => {
  it('answers the url of a successful response, posting the body to the endpoint', async () => {
    const post = vi.fn(async () => ({ url: 'https://checkout.example/cs_1' }))
    expect(await requestCheckoutUrl({ a: 1 }, text, post)).toEqual({ url: 'https://checkout.example/cs_1' })
    expect(post).toHaveBeenCalledWith(CHECKOUT_ENDPOINT, { a: 1 })
  })

  it.each([
    ['no url', {}],
    ['an empty url', { url: '' }],
    ['a url that is not a string', { url: 42 }],
    ['an empty body', null],
  ])("a 2xx answer with %s is the error 'No checkout URL received'", async (_, data) => {
    expect(await requestCheckoutUrl({}, text, async () => data)).toEqual({ error: 'No checkout URL received' })
  })

  it("the server's statusMessage wins; a network failure or a bare error gives the fallback", async () => {
    const conflict = async () => {
      throw new HttpError(409, { statusMessage: 'Only 1 left of Vavin pumps (38). Please update your cart.' })
    }
    expect(await requestCheckoutUrl({}, text, conflict)).toEqual({
      error: 'Only 1 left of Vavin pumps (38). Please update your cart.',
    })
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await requestCheckoutUrl({}, text, offline)).toEqual({ error: text.fallback })
    const bare = async () => {
      throw new HttpError(502, null)
    }
    expect(await requestCheckoutUrl({}, { ...text, fallback: 'Échec du paiement.' }, bare)).toEqual({
      error: 'Échec du paiement.',
    })
  })
})
