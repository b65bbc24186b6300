/** What version B of remote-account shows above each of its pages (deployment e2e). */
export const RELEASE_B_LABEL = 'remote-account versão B';
