/** pt-BR texts of the unsupported-browser banner (docs/spec/part-1-signin-dashboard-delivery.md §1, part-2 intro; docs/decisions.md 'Layout'). */
export const browserBannerMessages = {
  unsupportedBrowser: 'Seu navegador não é compatível com o Portal do Comerciante. Para uma melhor experiência, use o Google Chrome ou o Microsoft Edge.',
  /** On an iPhone or iPad every browser is Safari underneath: the advice that helps there. */
  unsupportedBrowserIos:
    'Seu navegador não é compatível com o Portal do Comerciante. No iPhone e no iPad todos os navegadores usam o motor do Safari, o Chrome e o Edge inclusive: mantenha o iOS atualizado e, para uma melhor experiência, use o Google Chrome ou o Microsoft Edge em um computador ou celular Android.',
  close: 'Fechar aviso',
};
