import { get, type FieldValues, type Path, type PathValue, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Controls already handed to react-hook-form once. Only the first attach can carry text typed
 * before hydration; later ones (a re-render, a `reset` that registers the fields again) must not
 * write the element's old text back over the form's new value.
 */
const attached = new WeakSet<Control>();

/**
 * `form.register(name)` for a control that is rendered on the server too: the default value goes
 * into the HTML (an edit form shows its data before scripts run), and what was typed before
 * hydration survives react-hook-form taking the control over (it writes the default back).
 */
export function registerControl<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, options?: RegisterOptions<T, Path<T>>) {
  const { ref, ...registration } = form.register(name, options);
  const defaultValue = get(form.formState.defaultValues, name) as string | number | undefined;
  return {
    ...registration,
    defaultValue: defaultValue ?? undefined,
    ref: (element: Control | null) => {
      const isFirstAttach = element !== null && !attached.has(element);
      if (element) attached.add(element);
      const typed =
        !isFirstAttach || element instanceof HTMLSelectElement || element.value === element.defaultValue ? null : element.value;
      ref(element);
      if (typed !== null && typed !== form.getValues(name)) {
        form.setValue(name, typed as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    },
  };
}
