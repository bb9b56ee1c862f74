/** Previous and Next through a list shown one at a time (a month, a picture): each is off at its end. */
export function StepButtons({
  index,
  count,
  onStep,
  labels,
  className = '',
}: {
  index: number;
  count: number;
  onStep: (index: number) => void;
  labels: readonly [previous: string, next: string];
  className?: string;
}) {
  return (
    <div className={`actions ${className}`}>
      <button type="button" className="button button-secondary" disabled={index <= 0} onClick={() => onStep(index - 1)}>
        {labels[0]}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={index >= count - 1}
        onClick={() => onStep(index + 1)}
      >
        {labels[1]}
      </button>
    </div>
  );
}
