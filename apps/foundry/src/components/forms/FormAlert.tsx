import * as styles from "./forms.css";

/**
 * Messages about a form as a whole ('Invalid email or password'), read out as they appear. The
 * region is always rendered so that screen readers announce what is added to it.
 */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className={styles.alert}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
