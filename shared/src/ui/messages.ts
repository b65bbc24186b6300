/** pt-BR texts of the UI kit (spec part-1 §2, 'Shared interface pieces'). */
export const uiMessages = {
  /** PortalModal's default title and button. */
  modalTitle: 'Título do modal',
  modalClose: 'Fechar',
  /** ResponsiveTable's sort list on a phone (a card has no column header to tap). */
  sortBy: 'Ordenar por',
  sortNone: 'Sem ordenação',
  sortAscending: 'crescente',
  sortDescending: 'decrescente',
};
