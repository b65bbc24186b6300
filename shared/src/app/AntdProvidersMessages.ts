/**
 * pt-BR names of antd's own icon-only controls in the portal's providers (AntdProvidersIcons, docs/decisions.md D20).
 * Not in messages.ts, which '/' loads: named AntdProviders…, the host's build puts this file with the signed-in
 * providers (tooling/rspack/splitChunks.ts).
 */
export const antdIconMessages = {
  close: 'Fechar',
  search: 'Buscar',
  moreTabs: 'Mais abas',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
} as const;
