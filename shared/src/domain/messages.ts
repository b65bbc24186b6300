/** pt-BR texts of the domain rules that several screens share. */
export const periodMessages = {
  /** Part-1 §5 (filter form) and part-2 §5 (statement filter). */
  datesBoth: 'É obrigatório preencher a data de início e fim caso queira escolher um período',
  startAfterEnd: 'A data inicial não pode ser posterior a data final',
  /** Part-2 §5: "Date filters cannot be later than today". */
  futureDate: 'As datas não podem ser posteriores a hoje',
};
