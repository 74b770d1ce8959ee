import { cn, focusRing } from '@creatorlens/ui';

/**
 * A multi-select as a row of checkbox chips in a fieldset; the value is comma-separated (the filter draft holds
 * strings), and an empty value means "any".
 */
export function ChoiceGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const chosen = new Set(value.split(',').filter(Boolean));
  const toggle = (option: string) => {
    const next = new Set(chosen);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    onChange(
      options
        .map((candidate) => candidate.value)
        .filter((candidate) => next.has(candidate))
        .join(','),
    );
  };
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const isChosen = chosen.has(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                isChosen ? 'border-primary bg-primary-soft text-primary-strong' : 'border-border text-muted-foreground hover:bg-muted',
              )}
            >
              <input
                type="checkbox"
                className={cn('size-3.5 accent-primary', focusRing)}
                checked={isChosen}
                onChange={() => toggle(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
