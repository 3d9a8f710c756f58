/* Payload's admin root layout (the backoffice at /app). Kept as Payload generates it, plus our import map path and
   one guard on the admin's server functions (a publication scheduled for a time past: scheduleGuard.ts), and our
   stylesheet over Payload's (custom.css, after Payload's own, as Payload's template imports its custom.scss). */
import config from '@payload-config'
import '@payloadcms/next/css'
import './custom.css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import React from 'react'
import { refusedServerFunction } from '@/server/platform/scheduleGuard'
import { importMap } from './app/importMap.js'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return refusedServerFunction(args) ?? handleServerFunctions({ ...args, config, importMap })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
