/** Typed calls of the account domain (contract: shared/contract/account.yaml). */
export {};
