declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  type Options = { targetFormat?: 'sfnt' | 'woff' | 'woff2'; variationAxes?: Record<string, Axis>; keepFeatures?: string[]; preserveNameIds?: number[] };
  /** A font with only the glyphs `text` needs (harfbuzz's subsetter). */
  export default function subsetFont(font: Buffer, text: string | undefined, options?: Options): Promise<Buffer>;
}

declare module 'fontverter' {
  /** The font in another container format (sfnt, woff, woff2). */
  export function convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2', from?: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
