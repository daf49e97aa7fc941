/**
 * `createInvoice`, `finalizeInvoice`
 *
 * Nothing here is for other modules: its resolvers are named by the generated resolver map.
 */
export {};
