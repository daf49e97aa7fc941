import * as styles from "./Checkout.css";

/**
 * Problems that belong to no one field — the cart changed, a card was declined, the shop could
 * not be reached — said where the buyer is about to act, and announced as they appear.
 */
export function CheckoutAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={styles.alert}>
      {messages.length === 1 ? (
        <p className={styles.alertList}>{messages[0]}</p>
      ) : (
        <ul className={styles.alertList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
