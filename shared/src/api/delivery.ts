/** Typed calls of the delivery domain (contract: shared/contract/delivery.yaml). */
export {};
