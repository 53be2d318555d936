// @vitest-environment jsdom
/**
 * "Was this page helpful?" as a reader meets it at the end of a page. The site server is a stand-in that
 * answers /api/session and /api/events as the real one does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import PageFeedback from '@site/src/components/PageFeedback';

let sent: unknown[] = [];
let eventsStatus = 204;

beforeEach(() => {
  sent = [];
  eventsStatus = 204;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/session') return new Response(JSON.stringify({ me: null }), { status: 200 });
    sent.push(JSON.parse(String(init.body)));
    return eventsStatus === 204
      ? new Response(null, { status: 204 })
      : new Response(
          JSON.stringify({
            errors: [{ httpcode: eventsStatus, message: 'Too many events from this browser; wait a few minutes.' }],
          }),
          { status: eventsStatus },
        );
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('page feedback', () => {
  it('thanks the reader after Yes', async () => {
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thank you for your feedback.');
    expect(sent).toMatchObject([{ name: 'PageFeedback_v1', event_data: { helpful: true } }]);
  });

  it('counts No the moment it is clicked, without a comment', async () => {
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await screen.findByLabelText('What was missing or wrong? (optional)');
    expect(sent).toMatchObject([{ name: 'PageFeedback_v1', event_data: { helpful: false } }]);
    expect((sent[0] as { event_data: object }).event_data).not.toHaveProperty('comment');
  });

  it('sends a comment after No as a comment on that vote, with a character counter', async () => {
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    const comment = await screen.findByLabelText('What was missing or wrong? (optional)');
    fireEvent.change(comment, { target: { value: 'The chart has no units.' } });
    expect(screen.getByText('23 / 1,000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you for your feedback.');
    expect(sent).toMatchObject([
      { event_data: { helpful: false } },
      { event_data: { helpful: false, comment: 'The chart has no units.', comment_on_vote: true } },
    ]);
  });

  it('refuses a comment over 1,000 characters with a message saying how long it is', async () => {
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.change(await screen.findByLabelText('What was missing or wrong? (optional)'), {
      target: { value: 'x'.repeat(1001) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your comment is 1,001 characters; please shorten it to 1,000.',
    );
    expect(sent).toHaveLength(1);
  });

  it('says so when the server refuses, and lets the reader try again', async () => {
    eventsStatus = 429;
    render(<PageFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('please wait a few minutes');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveProperty('disabled', false);
  });
});
