import { jsdomWindow } from './answer-html.js';

/**
 * Script and event-handler payloads an LLM's (or an admin's) answer may carry: none may survive into stored or shown
 * html. Markup and markdown forms both, since a published answer passes through markdown first.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" OnErRoR="alert(1)">',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">bấm</a>',
  '<a href="JaVaScRiPt:alert(1)">bấm</a>',
  '<a href="jav&#x09;ascript:alert(1)">bấm</a>',
  '<a href=" &#14; javascript:alert(1)">bấm</a>',
  '<a href="vbscript:msgbox(1)">bấm</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">bấm</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "https://xss.example/x.css"; body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="https://xss.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<input autofocus onfocus=alert(1)>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '"><img src=x onerror=alert(1)>',
  '[bấm](javascript:alert(1))',
  '![ảnh](javascript:alert(1))',
  '[bấm](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<div data-x="1" onmouseover="alert(1)">x</div>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="https://ok.example" onclick="alert(1)" target="_blank">ok</a>',
];

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'data', 'poster', 'cite', 'srcset', 'srcdoc']);
const FORBIDDEN_TAGS = new Set(['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'link', 'meta', 'base', 'form', 'input', 'button', 'template', 'noscript', 'frame', 'frameset']);

type Node = { tagName: string; attributes: ArrayLike<{ name: string; value: string }> };

/** What in a parsed html document could run: forbidden elements, event handlers, styles, scriptable or inline addresses. */
export const runnableParts = (elements: ArrayLike<Node>): string[] => {
  const found: string[] = [];
  for (const element of Array.from(elements)) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on') || attribute === 'style') found.push(`${tag}[${attribute}]`);
      if (URL_ATTRIBUTES.has(attribute) && /^\s*(?:javascript|vbscript|data|blob):/i.test(value.replace(/[\u0000-\u0020]/g, ''))) found.push(`${tag}[${attribute}=${value}]`);
    }
  }
  return found;
};

/** `runnableParts` of an html fragment, parsed as a browser would. */
export const runnableIn = (html: string): string[] => {
  const { document } = jsdomWindow(`<body>${html}</body>`) as { document: { body: { querySelectorAll: (selector: string) => ArrayLike<Node> } } };
  return runnableParts(document.body.querySelectorAll('*'));
};
