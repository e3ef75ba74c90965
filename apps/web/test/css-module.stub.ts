/** What a CSS module is in the web-unit tests (jest.config.js maps `*.css` here): each class name as itself. */
const classNames: Record<string, string> = new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? name : undefined) });
export default classNames;
