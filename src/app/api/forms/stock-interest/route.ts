// POST /api/forms/stock-interest — records a "notify me" or "preorder" answer for an out-of-stock size
import { formHandler } from '@/server/requests/handle'
import { formSchemas } from '@/server/requests/schemas'
import { saveStockInterest } from '@/server/requests/stockInterest'

export const POST = formHandler({ kind: 'stock-interest', schema: (l) => formSchemas(l).stockInterest, save: saveStockInterest })
