// The one zod every schema of the shop is built with.
// - Validators are interpreted, never compiled with `new Function()`: the shop's Content-Security-Policy forbids
//   eval in the browser, and without this zod would probe for it (a policy violation in every visitor's console).
// - `z` is a plain object of the builders the shop uses, imported by name: zod's own `z` namespace drags every
//   builder and all 40 of its message locales into the browser (93 kB gzipped against 26 kB this way). A schema
//   needing another builder adds it here.
// - The shop's error map is installed here, once per bundle: every schema is built with this `z` (lint forbids
//   importing zod's values anywhere else), so no zod default message ever reaches a person (./issueMessages.ts).
import {
  type RefinementCtx as RefinementCtxType,
  any,
  array,
  boolean,
  coerce,
  config,
  custom,
  date,
  discriminatedUnion,
  email,
  enum as enumOf,
  type input as InputOf,
  int,
  iso,
  lazy,
  literal,
  looseObject,
  never,
  null as nullOf,
  nullable,
  number,
  object,
  optional,
  type output as OutputOf,
  preprocess,
  record,
  strictObject,
  string,
  tuple,
  undefined as undefinedOf,
  union,
  unknown,
  url,
} from 'zod'
import { issueMap } from './issueMessages'

config({ jitless: true, customError: issueMap() })

export const z = {
  any,
  array,
  boolean,
  coerce,
  custom,
  date,
  discriminatedUnion,
  email,
  enum: enumOf,
  int,
  iso,
  lazy,
  literal,
  looseObject,
  never,
  null: nullOf,
  nullable,
  number,
  object,
  optional,
  preprocess,
  record,
  strictObject,
  string,
  tuple,
  undefined: undefinedOf,
  union,
  unknown,
  url,
}

// The types under the same name, so a schema still writes `z.infer<typeof schema>`, `z.input<…>` or `z.RefinementCtx`.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  export type infer<T> = OutputOf<T>
  export type output<T> = OutputOf<T>
  export type input<T> = InputOf<T>
  export type RefinementCtx<T = unknown> = RefinementCtxType<T>
}
