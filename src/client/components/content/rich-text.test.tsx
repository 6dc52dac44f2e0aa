import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, splitLine } from './rich-text';

describe('RichText', () => {
  it('splits paragraphs on blank lines and keeps single newlines as line breaks', () => {
    const { container } = render(<RichText text={'First line\nsecond line\n\n\nNext paragraph'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[0]).toHaveTextContent('First linesecond line');
    expect(paragraphs[1]).toHaveTextContent('Next paragraph');
  });

  it('links http and https addresses in a new tab, without the sentence’s punctuation', () => {
    render(
      <RichText text="Listen at https://example.com/track?id=4. Or http://radio.test/live!" />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/track?id=4',
      'http://radio.test/live',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    }
    expect(screen.getByText(/Listen at/).closest('p')).toHaveTextContent(
      'Listen at https://example.com/track?id=4. Or http://radio.test/live!',
    );
  });

  it('keeps a closing bracket that the address did not open outside the link', () => {
    expect(splitLine('(see https://example.com/a)')).toEqual([
      { kind: 'text', value: '(see ', at: 0 },
      { kind: 'link', value: 'https://example.com/a', at: 5 },
      { kind: 'text', value: ')', at: 26 },
    ]);
  });

  it('links no other scheme and no bare domain', () => {
    render(
      <RichText
        text={'javascript:alert(1) data:text/html,hi ftp://files.test www.example.com https://'}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
  });

  it('shows markup as text and never renders it', () => {
    const { container } = render(
      <RichText text={'<img src=x onerror="alert(1)"> <b>bold</b> <a href="javascript:x">a</a>'} />,
    );
    expect(container.querySelector('img, b, a')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> <b>bold</b>');
  });
});
