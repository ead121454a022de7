import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font, PathCommand } from 'fontkit';

/** The weights of Inter the badge uses. */
export type FontWeight = 400 | 600 | 700;

const SVG_COMMANDS: Record<PathCommand['command'], string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

const require = createRequire(import.meta.url);
const fonts = new Map<FontWeight, Font>();

/** Inter (SIL Open Font License, shipped by @fontsource/inter) at a weight, read once per process. */
function interFont(weight: FontWeight): Font {
  let font = fonts.get(weight);
  if (!font) {
    font = fontkit.openSync(
      require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    ) as Font;
    fonts.set(weight, font);
  }
  return font;
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/** A line of text drawn as outlines: SVG path data and its width. */
export interface TextOutline {
  d: string;
  width: number;
}

/**
 * A line of text as SVG path data, its baseline starting at (x, y): the glyphs' own outlines, so the image
 * looks the same on a server without fonts, in a browser and in the PNG.
 */
export function textOutline(
  text: string,
  { x, y, size, weight }: { x: number; y: number; size: number; weight: FontWeight },
): TextOutline {
  const font = interFont(weight);
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const parts: string[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const originX = x + (pen + position.xOffset) * scale;
    const originY = y - position.yOffset * scale;
    for (const { command, args } of glyph.path.commands) {
      const points: number[] = [];
      for (let i = 0; i < args.length; i += 2) {
        points.push(rounded(originX + args[i]! * scale), rounded(originY - args[i + 1]! * scale));
      }
      parts.push(`${SVG_COMMANDS[command]}${points.join(' ')}`);
    }
    pen += position.xAdvance;
  });
  return { d: parts.join(''), width: pen * scale };
}
