import { forwardRef, useEffect, useMemo, useRef, type HTMLAttributes } from 'react';
import type { TableRef } from 'antd/es/table';

type Part = HTMLAttributes<HTMLDivElement>;

const VirtualRow = forwardRef<HTMLDivElement, Part>(function VirtualRow(props, ref) {
  return <div {...props} ref={ref} role="row" />;
});
const VirtualCell = forwardRef<HTMLDivElement, Part>(function VirtualCell(props, ref) {
  return <div {...props} ref={ref} role="cell" />;
});
const bodyOf = (label: string) =>
  forwardRef<HTMLDivElement, Part>(function VirtualBody(props, ref) {
    return <div {...props} ref={ref} role="table" aria-label={label} />;
  });

/**
 * antd's virtual table body is divs without roles, beside the header's own <table> (issue 24 §1.9): the body is a
 * table of its own (named after the list) whose rows and cells say what they are. An `aria-owns` from the header's table
 * to the body's group would read as one table, but antd renders that group only when there are rows, so the reference
 * dangled on an empty list (axe: aria-valid-attr-value). The scrolling body takes the keyboard focus (WCAG 2.1.1: an
 * empty or text-only list can still be scrolled from the keyboard). Spread onto a `<Table virtual>`.
 */
export function useVirtualTableRoles(label: string) {
  const ref = useRef<TableRef>(null);
  const components = useMemo(() => ({ body: { wrapper: bodyOf(label), row: VirtualRow, cell: VirtualCell } }), [label]);
  useEffect(() => {
    ref.current?.nativeElement?.querySelectorAll<HTMLElement>('.ant-table-body').forEach((body) => {
      if (body.tabIndex !== 0) body.tabIndex = 0;
      if (!body.hasAttribute('aria-label')) body.setAttribute('aria-label', label);
    });
  });
  return { ref, components };
}
