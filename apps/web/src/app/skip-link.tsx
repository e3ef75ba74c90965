import type { MouseEvent } from 'react';

const SKIP_TEXT = 'Chuyển đến nội dung chính';

/**
 * The first Tab stop of every screen (WCAG 2.4.1): hidden until focused, it moves the focus to the screen's `<main>`
 * (each layout has one). Focus moves by script, not by a '#' address, so the router's address stays as it is.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href="#noi-dung-chinh" className="k9-skip-link" onClick={skip}>
      {SKIP_TEXT}
    </a>
  );
}
