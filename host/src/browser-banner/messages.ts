/** pt-BR texts of the unsupported-browser banner (docs/spec/part-1-signin-dashboard-delivery.md §1, part-2 intro; docs/decisions.md 'Layout'). */
export const browserBannerMessages = {
  unsupportedBrowser: 'Seu navegador não é compatível com o Portal do Comerciante. Para uma melhor experiência, use o Google Chrome ou o Microsoft Edge.',
  close: 'Fechar aviso',
};
