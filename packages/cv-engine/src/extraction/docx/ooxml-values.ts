import type { XmlElement } from './parse-ooxml';

/**
 * Values as Word writes them. A length is a number in the attribute's own unit (twentieths of a point for
 * indents and spacing, half-points for a font size) or, in a Strict file, a measure with its unit ('6pt',
 * '1.27cm'). An on/off property is on when present unless its value says otherwise ('0', 'false', 'off').
 */
const POINTS_PER_UNIT: Readonly<Record<string, number>> = {
  pt: 1,
  pc: 12,
  pi: 12,
  in: 72,
  mm: 72 / 25.4,
  cm: 72 / 2.54,
};

/** A length in points; `unit` is how many points one bare number is (1/20 for twips, 1/2 for half-points). */
export function pointsOf(value: string | undefined, unit: number): number | undefined {
  if (value === undefined) return undefined;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*([a-z]{2})?\s*$/i.exec(value);
  if (!match) return undefined;
  const number = Number(match[1]);
  if (!match[2]) return number * unit;
  const perUnit = POINTS_PER_UNIT[match[2].toLowerCase()];
  return perUnit === undefined ? undefined : number * perUnit;
}

export const TWIPS = 1 / 20;
export const HALF_POINTS = 1 / 2;

/** An on/off property (w:b, w:caps…): undefined when the element is absent, so a style below decides. */
export function isOn(element: XmlElement | undefined): boolean | undefined {
  if (!element) return undefined;
  const value = element.attrs['w:val'];
  return value === undefined || !/^(?:0|false|off|none)$/i.test(value);
}

export const valOf = (element: XmlElement | undefined): string | undefined => element?.attrs['w:val'];
