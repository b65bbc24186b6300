import { createElement, type CSSProperties, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

function toElement(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...node.attrs }, ...(node.children ?? []).map(toElement));
}

/**
 * An icon of antd's set (@ant-design/icons-svg: the SVG data alone, without @ant-design/icons' context and style
 * engine), sized and coloured like text. Decorative: the control around it carries the name.
 */
export function SvgIcon({ icon, style }: { icon: IconDefinition; style?: CSSProperties }) {
  const svg = icon.icon as AbstractNode;
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', lineHeight: 0, ...style }}>
      {createElement(svg.tag, { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' }, ...(svg.children ?? []).map(toElement))}
    </span>
  );
}
