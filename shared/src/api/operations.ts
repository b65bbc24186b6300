/** Typed calls of the operations domain (contract: shared/contract/operations.yaml). */
export {};
