/**
 * "Was this page helpful?" at the end of a doc page: Yes sends at once; No offers a short comment first.
 * Feedback is sent on purpose, so it needs no analytics consent (src/analytics/track.ts).
 */
import React, { useId, useState, type FormEvent, type ReactNode } from 'react';
import { maxFeedbackCommentLength } from '@site/config/eventLimits';
import { sendFeedback } from '@site/src/analytics/track';
import { useSession } from '@site/src/auth/useSession';
import styles from './styles.module.css';

type Step = 'ask' | 'sending' | 'thanks';

const formatCount = (count: number) => count.toLocaleString('en');

export default function PageFeedback(): ReactNode {
  const id = useId();
  const [step, setStep] = useState<Step>('ask');
  /** "No" opens the comment form; the answer is sent from there. */
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooLong = comment.length > maxFeedbackCommentLength;
  // The public build on a static host has no server to send feedback to.
  const noServer = useSession().status === 'noSignIn';

  async function send(helpful: boolean, text?: string) {
    setStep('sending');
    setError(null);
    const result = await sendFeedback(text ? { helpful, comment: text } : { helpful });
    if (result.ok) {
      setStep('thanks');
    } else {
      setError(result.message);
      setStep('ask');
    }
  }

  function submitComment(event: FormEvent) {
    event.preventDefault();
    if (tooLong) {
      setError(`Your comment is ${formatCount(comment.length)} characters; please shorten it to ${formatCount(maxFeedbackCommentLength)}.`);
      return;
    }
    void send(false, comment.trim() || undefined);
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
      {step !== 'thanks' && !commenting && (
        <div className={styles.answers}>
          <button type="button" className="button button--outline button--primary button--sm" disabled={step === 'sending'} onClick={() => void send(true)}>
            Yes
          </button>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            disabled={step === 'sending'}
            onClick={() => {
              setError(null);
              setCommenting(true);
            }}>
            No
          </button>
        </div>
      )}
      {step !== 'thanks' && commenting && (
        <form className={styles.commentForm} onSubmit={submitComment} noValidate>
          <label htmlFor={`${id}-comment`}>What was missing or wrong? (optional)</label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            rows={3}
            value={comment}
            aria-describedby={`${id}-count`}
            aria-invalid={tooLong}
            onChange={(event) => setComment(event.target.value)}
            // The form appears after "No": the reader is already here to write.
            autoFocus
          />
          <span id={`${id}-count`} className={tooLong ? styles.countOver : styles.count}>
            {formatCount(comment.length)} / {formatCount(maxFeedbackCommentLength)} characters
          </span>
          <div className={styles.answers}>
            <button type="submit" className="button button--primary button--sm" disabled={step === 'sending'}>
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
