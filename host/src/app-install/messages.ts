/** The installed app's texts (docs/decisions.md D13). */
export const appInstallMessages = {
  offline: 'Você está sem internet. O portal continua aberto e seus pedidos montados ficam salvos aqui; criar entregas e outras alterações precisam da rede.',
  updateReady: 'Nova versão disponível',
  updateBody: 'Termine o que está fazendo e atualize quando quiser.',
  updateNow: 'Atualizar agora',
  updateLater: 'Agora não',
} as const;
