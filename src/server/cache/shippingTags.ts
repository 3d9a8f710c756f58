// The shipping zones' cache tag: the global's hook clears it, the checkout's zone cache listens to it.
export const SHIPPING_TAG = 'shipping'
