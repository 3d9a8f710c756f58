// The shop's words for a schema failure no field message covers, in the page's language, for a form that checks
// its input in the browser before it sends (the endpoint answers with the same words): pass it to one parse,
// `schema.safeParse(value, { error: issues })`. Without it the parse still speaks the shop's English.
import { type IssueMessages, defaultIssueMessages, issueMap } from '@/domain/schemas/issueMessages'
import { useTranslations } from '@/i18n/client'

const KEYS = Object.keys(defaultIssueMessages) as (keyof IssueMessages)[]

export function useIssueMap() {
  const t = useTranslations('issues')
  return issueMap(
    Object.fromEntries(
      KEYS.map((k) => [k, (t.raw(k) as string | undefined) ?? defaultIssueMessages[k]]),
    ) as IssueMessages,
  )
}
