import { cloneElement, createElement, isValidElement, type ReactElement } from 'react';
import type { StepsProps } from 'antd';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/** The icon data's SVG attributes as React names them ('fill-rule' → 'fillRule'), as antd's own icons convert them. */
const reactAttrs = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(Object.entries(attrs ?? {}).map(([name, value]) => [name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]));
const svgNode = (node: AbstractNode, key: number): ReactElement =>
  createElement(node.tag, { key, ...reactAttrs(node.attrs) }, ...(node.children ?? []).map(svgNode));

/**
 * One of antd's own icons as antd draws it (its `anticon` classes, so antd's styles still apply), silent, or named in
 * pt-BR when it is all its button shows. The SVG data is the very module antd's own icon imports, and each is already
 * in a file every signed-in page loads: one that is not would become a file of its own, named in main.js on '/'.
 */
export function antdIcon({ name, icon }: IconDefinition, label?: string): ReactElement {
  const svg = icon as AbstractNode;
  const drawing = createElement(
    svg.tag,
    { ...reactAttrs(svg.attrs), width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true },
    ...(svg.children ?? []).map(svgNode),
  );
  const className = `anticon anticon-${name}${name === 'loading' ? ' anticon-spin' : ''}`;
  return label ? (
    <span role="img" aria-label={label} className={className}>
      {drawing}
    </span>
  ) : (
    <span aria-hidden className={className}>
      {drawing}
    </span>
  );
}

/**
 * A clear button's pt-BR name, the word antd's pt-BR date picker says. Not in messages.ts: the signed-in providers load
 * this file too, and sharing messages.ts with them split it from ResponsiveTable's file, which grew main.js on '/'.
 */
const CLEAR_NAME = 'Limpar';

/**
 * A field's clear: `<Input allowClear={CLEAR_FIELD} />`. antd's clear button has no name but its icon's, heard
 * 'close-circle'; the only setting for every field (ConfigProvider `input.allowClear`) would make them all clearable
 * (docs/decisions.md D20). A remote takes it from 'shared/table', the host's copy: in its own files the SVG data joins
 * its fallback antd (tooling/rspack/splitChunks.ts), which the page would then fetch whole (biome.jsonc refuses
 * the other way, for STATUS_ICON and CLEAR_CHOICE too).
 */
export const CLEAR_FIELD = { clearIcon: antdIcon(CloseCircleFilled, CLEAR_NAME) };

/**
 * A Select's clear: `<Select allowClear={CLEAR_CHOICE} />`. antd names its button 'Clear' whatever the icon; its
 * `label` is the one way to a pt-BR name, and an object in place of `true` drops the providers' silent icon, so it
 * comes along.
 */
export const CLEAR_CHOICE = { clearIcon: antdIcon(CloseCircleFilled), label: CLEAR_NAME };

/**
 * The status icons, silent: antd's say 'check-circle' before an alert's or a Result's title (a Result that is a live
 * region said it first). The providers' alerts and dialogs take them; a Result takes its own: `icon={STATUS_ICON.success}`.
 */
export const STATUS_ICON = {
  success: antdIcon(CheckCircleFilled),
  info: antdIcon(InfoCircleFilled),
  warning: antdIcon(ExclamationCircleFilled),
  error: antdIcon(CloseCircleFilled),
};

/**
 * antd's Steps draw a finished or a failed step's icon named 'check' / 'close' (its icon's own name, in English): the
 * same icon, named in pt-BR for what it says of the step (`<Steps iconRender={STEP_ICON} />`). No setting of the
 * providers reaches a Steps' icons.
 */
export const STEP_ICON: NonNullable<StepsProps['iconRender']> = (node, { item }) => {
  const name = item.status === 'finish' ? 'Etapa concluída' : item.status === 'error' ? 'Etapa com erro' : null;
  const icon = isValidElement<{ children?: unknown }>(node) ? node.props.children : null;
  if (!name || !isValidElement(node) || !isValidElement(icon)) return node;
  return cloneElement(node, undefined, cloneElement(icon as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': name }));
};
