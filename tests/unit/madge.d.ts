// The part of madge's API the feature-cycle test uses (the package ships no types).
declare module 'madge' {
  interface MadgeResult {
    /** Each file (relative to the base directory) and the files it imports. */
    obj(): Record<string, string[]>
  }
  export default function madge(
    path: string,
    config?: { fileExtensions?: string[]; tsConfig?: string },
  ): Promise<MadgeResult>
}
