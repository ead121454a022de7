import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Validation message shown under the field once the form was submitted. */
  error?: string | null;
}

/** What a labelled control needs from its frame: its id and its link to the validation message. */
interface ControlIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, the control and its validation message. */
function LabelledField({
  label,
  error,
  control,
}: {
  label: string;
  error?: string | null;
  control: (ids: ControlIds) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

/** A labelled input with its validation message. */
export function TextField({ label, value, onValueChange, error, ...inputProps }: TextFieldProps) {
  return (
    <LabelledField
      label={label}
      error={error}
      control={(ids) => (
        <input
          {...ids}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...inputProps}
        />
      )}
    />
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'>;

/** A labelled text area with its validation message. */
export function TextAreaField({ label, value, onValueChange, error, ...areaProps }: TextAreaFieldProps) {
  return (
    <LabelledField
      label={label}
      error={error}
      control={(ids) => (
        <textarea
          {...ids}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...areaProps}
        />
      )}
    />
  );
}

interface CountryFieldProps extends FieldProps {
  countries: readonly { code: string; name: string }[];
  'data-testid'?: string;
}

/** A labelled country select ('Choose a country' first), its value the ISO code, with its validation message. */
export function CountryField({
  label,
  value,
  onValueChange,
  error,
  countries,
  'data-testid': testId,
}: CountryFieldProps) {
  return (
    <LabelledField
      label={label}
      error={error}
      control={(ids) => (
        <select
          {...ids}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          data-testid={testId}
        >
          <option value="">Choose a country</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      )}
    />
  );
}
