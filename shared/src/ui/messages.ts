/** pt-BR texts of the UI kit (spec part-1 §2, 'Shared interface pieces'). */
export const uiMessages = {
  /** PortalModal's default title and button. */
  modalTitle: 'Título do modal',
  modalClose: 'Fechar',
};
