// POST /api/forms/stock-interest — records a "notify me" or "preorder" answer for an out-of-stock size
import { formHandler } from '@/server/forms/handle'
import { formSchemas } from '@/server/forms/schemas'
import { saveStockInterest } from '@/server/forms/stockInterest'

export const POST = formHandler({
  kind: 'stock-interest',
  schema: (l) => formSchemas(l).stockInterest,
  save: saveStockInterest,
})
