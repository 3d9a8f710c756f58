// The order limits' cache tag: the global's hook clears it, the checkout's in-process copy listens to it.
export const ORDER_LIMITS_TAG = 'order-limits'
