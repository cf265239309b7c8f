/**
 * A seeded random source, so that every generated CV is reproducible from its seed alone. sfc32 (Chris Doty-Humphrey's
 * small fast counter generator, public domain) seeded through a string hash: fast, well mixed, and the same on every
 * machine and Node version (Math.random is none of that). `fork(label)` gives an independent stream, so that a
 * change in one part of a CV (its rendering, its bullets) does not shift every choice after it.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer when there are not enough), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** One item, each as likely as its weight. */
  weighted<T>(rows: readonly (readonly [T, number])[]): T;
  fork(label: string): Random;
}

/** cyrb128: a 128-bit hash of a string, the four words that seed sfc32. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  const step = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) step(); // the first outputs still show the seed's pattern
  return step;
}

export function createRandom(seed: string | number): Random {
  const key = String(seed);
  const next = sfc32(hashSeed(key));
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    sample: (items, count) => random.shuffle(items).slice(0, Math.max(0, count)),
    weighted: (rows) => {
      const total = rows.reduce((sum, [, w]) => sum + w, 0);
      let at = next() * total;
      for (const [item, w] of rows) {
        at -= w;
        if (at < 0) return item;
      }
      return rows[rows.length - 1]![0];
    },
    fork: (label) => createRandom(`${key}/${label}`),
  };
  return random;
}
