/**
 * "Was this page helpful?" at the end of a doc page. Either answer counts the moment it is clicked, so a reader who
 * clicks No and leaves is still counted; No then offers an optional comment, sent as a comment on that vote.
 * Feedback is sent on purpose, so it needs no analytics consent (src/analytics/track.ts).
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { maxFeedbackCommentLength } from '@site/contract/eventLimits';
import { sendFeedback } from '@site/src/analytics/track';
import { useSession } from '@site/src/auth/useSession';
import styles from './styles.module.css';

/** ask: Yes / No; commenting: No was counted, a comment may follow; thanks: done. */
type Step = 'ask' | 'commenting' | 'thanks';

const formatCount = (count: number) => count.toLocaleString('en');

export default function PageFeedback(): ReactNode {
  const id = useId();
  const [step, setStep] = useState<Step>('ask');
  const [sending, setSending] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooLong = comment.length > maxFeedbackCommentLength;
  // The public build on a static host has no server to send feedback to.
  const noServer = useSession().status === 'noSignIn';

  async function vote(helpful: boolean) {
    setSending(true);
    setError(null);
    const result = await sendFeedback({ helpful });
    setSending(false);
    if (!result.ok) setError(result.message);
    else setStep(helpful ? 'thanks' : 'commenting');
  }

  async function submitComment(event: FormEvent) {
    event.preventDefault();
    if (tooLong) {
      setError(
        `Your comment is ${formatCount(comment.length)} characters; please shorten it to ${formatCount(maxFeedbackCommentLength)}.`,
      );
      return;
    }
    const text = comment.trim();
    // The No is already counted: an empty comment has nothing more to send.
    if (!text) {
      setStep('thanks');
      return;
    }
    setSending(true);
    setError(null);
    const result = await sendFeedback({ helpful: false, comment: text, comment_on_vote: true });
    setSending(false);
    if (result.ok) setStep('thanks');
    else setError(result.message);
  }

  if (noServer) return null;
  return (
    // Not part of the page's text: search results must not quote "Was this page helpful?".
    <section className={styles.feedback} aria-labelledby={`${id}-title`} data-pagefind-ignore="all">
      <h2 id={`${id}-title`} className={styles.title}>
        Was this page helpful?
      </h2>
      {step === 'thanks' && (
        <p role="status" className={styles.thanks}>
          Thank you for your feedback.
        </p>
      )}
      {step === 'ask' && (
        <div className={styles.answers}>
          <button
            type="button"
            className={`button button--outline button--primary ${styles.answer}`}
            disabled={sending}
            onClick={() => void vote(true)}
          >
            Yes
          </button>
          <button
            type="button"
            className={`button button--outline button--primary ${styles.answer}`}
            disabled={sending}
            onClick={() => void vote(false)}
          >
            No
          </button>
        </div>
      )}
      {step === 'commenting' && (
        <form className={styles.commentForm} onSubmit={(event) => void submitComment(event)} noValidate>
          <p role="status" className={styles.thanks}>
            Thank you: your answer is counted.
          </p>
          <label htmlFor={`${id}-comment`}>What was missing or wrong? (optional)</label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            rows={3}
            value={comment}
            aria-describedby={`${id}-count`}
            aria-invalid={tooLong}
            onChange={(event) => setComment(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the form appears after "No": the reader is already here to write.
            autoFocus
          />
          <span id={`${id}-count`} className={tooLong ? styles.countOver : styles.count}>
            {formatCount(comment.length)} / {formatCount(maxFeedbackCommentLength)} characters
          </span>
          <div className={styles.answers}>
            <button type="submit" className={`button button--primary ${styles.answer}`} disabled={sending}>
              Send feedback
            </button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
