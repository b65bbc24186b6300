import { Grid } from 'antd';

/**
 * A side panel's width (antd Drawer `size`): the whole screen on a phone (under antd's sm, 576 px), where a panel
 * beside the page would leave no page to see; its own width from there up.
 */
export function usePanelSize(width: number): number | string {
  const screens = Grid.useBreakpoint();
  return screens.sm === false ? '100%' : width;
}
