import type { IconNode } from 'lucide';
import { createElement } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A Lucide icon drawn from its data (the SVG elements), with the site's stroke style. */
export function IconGlyph({
  node,
  className = 'size-6',
}: {
  node: IconNode;
  /** Its size and colour; 'size-6' by default. */
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
