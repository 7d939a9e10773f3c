import type { SVGProps } from 'react';
import type { Box } from '../stageLayout';

/** A layout box drawn as an SVG rect: its position and size, then whatever else the part gives it. */
export function BoxRect({
  box,
  ...rest
}: { box: Box } & Omit<SVGProps<SVGRectElement>, 'x' | 'y' | 'width' | 'height'>) {
  return <rect x={box.x} y={box.y} width={box.w} height={box.h} {...rest} />;
}
