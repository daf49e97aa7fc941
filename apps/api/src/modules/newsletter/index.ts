/**
 * `subscribeNewsletter`
 *
 * Nothing here is for other modules: its one resolver is named by the generated resolver map.
 */
export {};
