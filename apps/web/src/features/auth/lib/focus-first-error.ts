/** Moves focus to the first invalid field, in form order, so keyboard users land on the problem. */
export const focusFirstError = (form: HTMLFormElement, order: readonly string[], errors: Record<string, string>) => {
  const first = order.find((field) => errors[field]);
  if (!first) return;
  const input = form.elements.namedItem(first);
  if (input instanceof HTMLElement) input.focus();
};
