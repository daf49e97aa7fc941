import * as styles from "./forms.css";

/**
 * Messages about a form as a whole ('Invalid email or password'), read out as they appear. The
 * region is always rendered so that screen readers announce what is added to it.
 */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  return (
    <ul role="alert" className={styles.alert}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
