import { zodResolver } from '@hookform/resolvers/zod';
import { specErrorMap } from '@tbs/rules/forms';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A form of fields in, the parsed body out (what handleSubmit hands over). */
export type SchemaForm<In extends FieldValues, Out extends FieldValues = In> = UseFormReturn<
  In,
  unknown,
  Out
>;

/**
 * A react-hook-form form checked by a zod schema of @tbs/rules/forms (the one the api validates with) in the
 * spec's words. Messages appear on submit and stay until the next submit, as the spec's forms behave.
 */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out>,
  /** The fields as the form holds them, before parsing. */
  initialValues: In,
): SchemaForm<In, Out> {
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never, { error: specErrorMap }) as never,
    defaultValues: initialValues as DefaultValues<In>,
    reValidateMode: 'onSubmit',
  });
}

/**
 * The value, change handler and message of one text field, as TextField and TextAreaField take them. With
 * `clearsError`, typing into the field takes its message away.
 */
export function textField<In extends FieldValues, Out extends FieldValues>(
  form: SchemaForm<In, Out>,
  name: Path<In>,
  { clearsError = false }: { clearsError?: boolean } = {},
) {
  return {
    value: String(form.watch(name) ?? ''),
    onValueChange: (value: string) => {
      form.setValue(name, value as PathValue<In, Path<In>>);
      if (clearsError) form.clearErrors(name);
    },
    error: form.getFieldState(name, form.formState).error?.message,
  };
}

/** Shows the server's message for each field it refused (`errors: [{ param, msg }]`) under that field. */
export function showServerErrors<In extends FieldValues, Out extends FieldValues>(
  form: SchemaForm<In, Out>,
  errors: readonly { param: string; msg: string }[] | undefined,
): void {
  for (const { param, msg } of errors ?? []) form.setError(param as Path<In>, { message: msg });
}

/** The first message of each field a schema refuses, in the spec's words ({} when it takes the values). */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values, { error: specErrorMap });
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
