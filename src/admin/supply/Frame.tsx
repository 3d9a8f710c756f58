// The backoffice frame of the supply views. Payload does not guard custom views: each view passes `allowed`
// (its own role check) and the frame shows the refusal instead of the content when it is false.
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { TabTitle } from '../TabTitle.client'

export function Frame({
  props,
  title,
  allowed,
  denied,
  children,
}: {
  props: AdminViewServerProps
  title: string
  allowed: boolean
  denied: string
  children: ReactNode
}) {
  const { initPageResult, params, searchParams } = props
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem' }}>
        <h1>{title}</h1>
        <TabTitle title={title} />
        {allowed ? (
          children
        ) : (
          <p role="alert" data-testid="supply-denied">
            {denied}
          </p>
        )}
      </div>
    </DefaultTemplate>
  )
}
