/** Typed calls of the wallet domain (contract: shared/contract/wallet.yaml). */
export {};
