// The VAT rates' cache tag: the global's hook clears it, the checkout's in-process copy listens to it.
export const VAT_RATES_TAG = 'vat-rates'
