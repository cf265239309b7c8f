/**
 * Whether `value` can go into a fetch `Headers` object as is. Its values are ByteStrings: a character above
 * U+00FF (such as the U+FFFD that invalid UTF-8 in a JSON body decodes to) makes the constructor throw a
 * TypeError, and so does a NUL, CR or LF. Client input copied into a header must pass this first, or a
 * bad request becomes a 500.
 */
export function isHeaderValue(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL, CR and LF are exactly what is refused.
  return !/[^\u0000-\u00ff]|[\u0000\r\n]/.test(value);
}
