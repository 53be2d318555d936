// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { markedText } from '@site/src/search/markedText';

afterEach(cleanup);

describe('a search result shown on the search page', () => {
  it('keeps the escaped text and marks the matched words', () => {
    const { container } = render(<p>{markedText('Use &lt;b&gt; for <mark>night</mark> flow &amp; more')}</p>);
    expect(container.textContent).toBe('Use <b> for night flow & more');
    expect(Array.from(container.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['night']);
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows any other markup an engine lets through as text, never as elements', () => {
    const { container } = render(<p>{markedText('a <img src=x onerror="alert(1)"><script>alert(2)</script>b')}</p>);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toBe('a alert(2)b');
  });
});
